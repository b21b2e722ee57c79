import type { AdminStats } from "@bookstore/schema";

const MONTHS_SHOWN = 12;

/** The last 12 calendar months (UTC), oldest first, as [start, end) pairs. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): { month: string; from: Date; to: Date }[] {
  return Array.from({ length: count }, (_, i) => {
    const offset = count - 1 - i;
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    return { month: from.toISOString().slice(0, 7), from, to };
  });
}

const dollars = (cents: number) => cents / 100;

/** What the statistics ask of each feature: the books feature counts books, the orders feature sums orders. */
export interface StatsSources {
  countBooks(): Promise<{ totalBooks: number; trendingBooks: number }>;
  orderTotalsBetween(from?: Date, to?: Date): Promise<{ orders: number; cents: number }>;
}

export function createStatsService({ countBooks, orderTotalsBetween }: StatsSources) {
  return {
    async getStats(now = new Date()): Promise<AdminStats> {
      const months = lastMonths(now);
      const [books, totals, ...monthly] = await Promise.all([
        countBooks(),
        orderTotalsBetween(),
        ...months.map(({ from, to }) => orderTotalsBetween(from, to)),
      ]);
      return {
        totalBooks: books.totalBooks,
        totalSales: dollars(totals.cents),
        trendingBooks: books.trendingBooks,
        totalOrders: totals.orders,
        monthlySales: months.map(({ month }, i) => ({
          month,
          totalSales: dollars(monthly[i]?.cents ?? 0),
          totalOrders: monthly[i]?.orders ?? 0,
        })),
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
