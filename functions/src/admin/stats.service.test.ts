import { describe, expect, it, vi } from "vitest";
import { createStatsService, type OrderFiguresSource } from "./stats.service";

describe("the admin statistics", () => {
  it("ask the books feature for counts and the orders feature for its counters, and give dollars", async () => {
    const countBooks = vi.fn(async () => ({ totalBooks: 30, trendingBooks: 7 }));
    const orderFigures = vi.fn<OrderFiguresSource>(async (months) => ({
      orders: 4,
      cents: 12_345,
      deliveryCents: 499,
      taxCents: 2_057,
      open: 2,
      lastDay: 1,
      genres: {
        fiction: { cents: 1_999, copies: 1 },
        horror: { cents: 10_346, copies: 3 },
        business: { cents: 0, copies: 0 },
      },
      months: Object.fromEntries(
        months.map((m) => [m, m === "2026-11" ? { orders: 2, cents: 1_999 } : { orders: 0, cents: 0 }]),
      ),
      topCustomers: [{ name: "Ada", email: "ada@example.com", orders: 2, averageCents: 6_173 }],
    }));
    const stats = await createStatsService({ countBooks, orderFigures }).getStats(new Date(Date.UTC(2026, 10, 24, 9)));

    expect(stats).toMatchObject({ totalBooks: 30, trendingBooks: 7, totalOrders: 4, totalSales: 123.45 });
    expect(stats).toMatchObject({ totalDelivery: 4.99, totalTax: 20.57 });
    expect(stats).toMatchObject({ openOrders: 2, ordersLastDay: 1 });
    expect(stats.monthlySales).toHaveLength(12);
    expect(stats.monthlySales.at(-1)).toEqual({ month: "2026-11", totalSales: 19.99, totalOrders: 2 });
    expect(stats.monthlySales[0]).toEqual({ month: "2025-12", totalSales: 0, totalOrders: 0 });
    expect(stats.salesByGenre).toEqual([
      { category: "horror", totalSales: 103.46, copies: 3 },
      { category: "fiction", totalSales: 19.99, copies: 1 },
    ]);
    expect(stats.topCustomers).toEqual([{ name: "Ada", email: "ada@example.com", orders: 2, averageOrder: 61.73 }]);
    const [months, lastDay] = orderFigures.mock.calls[0]!;
    expect(months).toHaveLength(12);
    expect(lastDay).toHaveLength(24);
  });
});
