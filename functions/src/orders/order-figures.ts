import type { Category } from "@bookstore/schema";
import { db } from "../lib/firestore";
import {
  COUNTER_SHARDS,
  CUSTOMERS,
  monthRef,
  totalRef,
  type CustomerCounter,
  type GenreCounter,
  type MonthCounter,
  type TotalCounter,
} from "./order-counters";

/** What the dashboard reads of the orders: sums of the counters, in cents. */
export interface OrderFigures {
  orders: number;
  cents: number;
  open: number;
  lastDay: number;
  genres: Partial<Record<Category, GenreCounter>>;
  months: Record<string, { orders: number; cents: number }>;
  topCustomers: CustomerCounter[];
}

const shards = Array.from({ length: COUNTER_SHARDS }, (_, shard) => shard);

/**
 * Reads COUNTER_SHARDS × (1 + months) counter documents and `topCustomers` customers: the same number of reads
 * whatever the number of orders. `lastDay` names the hour buckets to add up; they lie within `months`.
 */
export async function readOrderFigures(
  months: readonly string[],
  lastDay: readonly { month: string; hour: string }[],
  topCustomers: number,
): Promise<OrderFigures> {
  const refs = [...shards.map(totalRef), ...months.flatMap((month) => shards.map((shard) => monthRef(month, shard)))];
  const [snapshots, customers] = await Promise.all([
    db().getAll(...refs),
    db().collection(CUSTOMERS).orderBy("averageCents", "desc").limit(topCustomers).get(),
  ]);
  const totals = snapshots.slice(0, COUNTER_SHARDS).map((s) => (s.data() ?? {}) as Partial<TotalCounter>);
  const monthDocs = snapshots.slice(COUNTER_SHARDS).map((s) => s.data() as MonthCounter | undefined);

  const figures: OrderFigures = {
    orders: 0,
    cents: 0,
    open: 0,
    lastDay: 0,
    genres: {},
    months: Object.fromEntries(months.map((month) => [month, { orders: 0, cents: 0 }])),
    topCustomers: customers.docs.map((doc) => doc.data() as CustomerCounter),
  };
  for (const total of totals) {
    figures.orders += total.orders ?? 0;
    figures.cents += total.cents ?? 0;
    figures.open += total.open ?? 0;
    for (const [genre, counter] of Object.entries(total.genres ?? {}) as [Category, GenreCounter][]) {
      const sum = (figures.genres[genre] ??= { cents: 0, copies: 0 });
      sum.cents += counter.cents ?? 0;
      sum.copies += counter.copies ?? 0;
    }
  }
  for (const month of monthDocs) {
    if (!month) continue;
    const sum = figures.months[month.month]!;
    sum.orders += month.orders ?? 0;
    sum.cents += month.cents ?? 0;
    figures.lastDay += lastDay
      .filter((bucket) => bucket.month === month.month)
      .reduce((count, bucket) => count + (month.hours?.[bucket.hour] ?? 0), 0);
  }
  return figures;
}
