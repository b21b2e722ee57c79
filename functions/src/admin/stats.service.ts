import type { AdminStats, Category } from "@bookstore/schema";
import { lastDayHours, lastMonths } from "../lib/time-buckets";

const MONTHS_SHOWN = 12;
const TOP_CUSTOMERS = 8;

const dollars = (cents: number) => cents / 100;

/** What the statistics read of the orders: counter sums, in cents (the orders feature keeps them). */
export interface OrderFiguresSource {
  (
    months: readonly string[],
    lastDay: readonly { month: string; hour: string }[],
    topCustomers: number,
  ): Promise<{
    orders: number;
    /** The books' revenue after discounts; delivery and tax beside it. */
    cents: number;
    deliveryCents: number;
    taxCents: number;
    open: number;
    lastDay: number;
    genres: Partial<Record<Category, { cents: number; copies: number }>>;
    months: Record<string, { orders: number; cents: number }>;
    topCustomers: { name: string; email: string; orders: number; averageCents: number }[];
  }>;
}

/** What the statistics ask of each feature: the books feature counts books, the orders feature its counters. */
export interface StatsSources {
  countBooks(): Promise<{ totalBooks: number; trendingBooks: number }>;
  orderFigures: OrderFiguresSource;
}

export function createStatsService({ countBooks, orderFigures }: StatsSources) {
  return {
    async getStats(now = new Date()): Promise<AdminStats> {
      const months = lastMonths(now, MONTHS_SHOWN).map(({ month }) => month);
      const [books, figures] = await Promise.all([
        countBooks(),
        orderFigures(months, lastDayHours(now), TOP_CUSTOMERS),
      ]);
      return {
        totalBooks: books.totalBooks,
        totalSales: dollars(figures.cents),
        totalDelivery: dollars(figures.deliveryCents),
        totalTax: dollars(figures.taxCents),
        trendingBooks: books.trendingBooks,
        totalOrders: figures.orders,
        monthlySales: months.map((month) => ({
          month,
          totalSales: dollars(figures.months[month]?.cents ?? 0),
          totalOrders: figures.months[month]?.orders ?? 0,
        })),
        openOrders: figures.open,
        ordersLastDay: figures.lastDay,
        salesByGenre: (Object.entries(figures.genres) as [Category, { cents: number; copies: number }][])
          .filter(([, genre]) => genre.copies > 0)
          .map(([category, genre]) => ({ category, totalSales: dollars(genre.cents), copies: genre.copies }))
          .sort((a, b) => b.totalSales - a.totalSales),
        topCustomers: figures.topCustomers.map(({ name, email, orders, averageCents }) => ({
          name,
          email,
          orders,
          averageOrder: dollars(averageCents),
        })),
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
