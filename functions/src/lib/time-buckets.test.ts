import { describe, expect, it } from "vitest";
import { hourKey, lastDayHours, lastMonths, monthKey } from "./time-buckets";

describe("time buckets", () => {
  it("names months and hours in UTC", () => {
    const date = new Date("2026-03-01T00:30:00+02:00");
    expect(monthKey(date)).toBe("2026-02");
    expect(hourKey(date)).toBe("28T22");
  });

  it("lists the last 12 months oldest first, across a year's end", () => {
    const months = lastMonths(new Date("2026-01-15T12:00:00Z"), 12);
    expect(months.map((m) => m.month)).toEqual([
      "2025-02", "2025-03", "2025-04", "2025-05", "2025-06", "2025-07",
      "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01",
    ]); // prettier-ignore
    expect(months[11]!.to.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });

  it("covers the last day with 24 hours, reaching into the month before", () => {
    const hours = lastDayHours(new Date("2026-03-01T05:10:00Z"));
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ month: "2026-03", hour: "01T05" });
    expect(hours[23]).toEqual({ month: "2026-02", hour: "28T06" });
  });
});
