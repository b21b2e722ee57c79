import { describe, expect, it, vi } from "vitest";
import { createStatsService, lastMonths } from "./stats.service";

describe("the admin statistics", () => {
  it("ask the books feature for counts and the orders feature for sums, and add them up in dollars", async () => {
    const countBooks = vi.fn(async () => ({ totalBooks: 30, trendingBooks: 7 }));
    const orderTotalsBetween = vi.fn(async (from?: Date) =>
      from === undefined
        ? { orders: 4, cents: 12_345 }
        : from.getUTCMonth() === 10
          ? { orders: 2, cents: 1_999 }
          : { orders: 0, cents: 0 },
    );
    const stats = await createStatsService({ countBooks, orderTotalsBetween }).getStats(
      new Date(Date.UTC(2026, 10, 24)),
    );
    expect(stats).toMatchObject({ totalBooks: 30, trendingBooks: 7, totalOrders: 4, totalSales: 123.45 });
    expect(stats.monthlySales).toHaveLength(12);
    expect(stats.monthlySales.at(-1)).toEqual({ month: "2026-11", totalSales: 19.99, totalOrders: 2 });
    expect(stats.monthlySales[0]).toEqual({ month: "2025-12", totalSales: 0, totalOrders: 0 });
    expect(orderTotalsBetween).toHaveBeenCalledTimes(13);
  });

  it("cover the last 12 calendar months, across a year's end", () => {
    const months = lastMonths(new Date(Date.UTC(2026, 0, 15)));
    expect(months.map((m) => m.month)).toEqual([
      "2025-02",
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
    ]);
    expect(months.at(-1)!.to.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});
