import { describe, expect, it } from "vitest";
import { seriesNumber, seriesYear } from "./document-series";

describe("document series", () => {
  it("numbers a document by prefix, year and six digits", () => {
    expect(seriesNumber("INV", 2026, 1)).toBe("INV-2026-000001");
    expect(seriesNumber("CN", 2027, 123_456)).toBe("CN-2027-123456");
    expect(seriesNumber("INV", 2026, 1_234_567)).toBe("INV-2026-1234567");
  });

  it("counts years in UTC, whatever the server's zone", () => {
    expect(seriesYear(new Date("2026-12-31T23:59:59.999Z"))).toBe(2026);
    expect(seriesYear(new Date("2027-01-01T00:00:00.000Z"))).toBe(2027);
  });
});
