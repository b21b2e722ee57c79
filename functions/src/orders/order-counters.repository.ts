import type { Category } from "@bookstore/schema";
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { writeAsRead, type Writes } from "../lib/firestore";
import {
  addToCustomer,
  COUNTER_SHARDS,
  countsOf,
  customerId,
  CUSTOMERS,
  ORDER_STATS,
  SALE_SUMS,
  saleOf,
  type SaleSums,
  type CustomerCounter,
  type GenreCounter,
  type MonthCounter,
  type TotalCounter,
} from "./order-counters";
import { ORDERS, statusOf, type OrderDocument } from "./order-document";
import { SHOPPER_HOLDINGS } from "./shopper-holdings.repository";
import { addToHoldings, holdersOf, type Holdings } from "./shopper-holdings";

// The dashboard's counters (order-counters.ts) as stored: written in the commits of the orders they count, read
// for the dashboard, and rebuilt from the orders by the maintenance command.

/** What the dashboard reads of the orders: sums of the counters, in cents. */
export interface OrderFigures extends SaleSums {
  orders: number;
  open: number;
  lastDay: number;
  genres: Partial<Record<Category, GenreCounter>>;
  months: Record<string, { orders: number; cents: number }>;
  topCustomers: CustomerCounter[];
}

const SHARDS = Array.from({ length: COUNTER_SHARDS }, (_, shard) => shard);

const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);
const increment = FieldValue.increment;
const noSums = (): SaleSums => ({ cents: 0, deliveryCents: 0, taxCents: 0 });
const incrementSums = (sums: SaleSums) => Object.fromEntries(SALE_SUMS.map((sum) => [sum, increment(sums[sum])]));
/** Adds `sums` (a counter as stored: a sum may be missing from older ones) into `into`. */
function addSums(into: SaleSums, sums: Partial<SaleSums>) {
  for (const sum of SALE_SUMS) into[sum] += sums[sum] ?? 0;
}

function incrementGenres(genres: Partial<Record<Category, GenreCounter>>) {
  return Object.fromEntries(
    Object.entries(genres).map(([genre, { cents, copies }]) => [
      genre,
      { cents: increment(cents), copies: increment(copies) },
    ]),
  );
}

export function createOrderCountersRepository(firestore: Firestore) {
  const totalRef = (shard: number) => firestore.collection(ORDER_STATS).doc(`total-${shard}`);
  const monthRef = (month: string, shard: number) => firestore.collection(ORDER_STATS).doc(`month-${month}-${shard}`);
  const customerRef = (email: string) => firestore.collection(CUSTOMERS).doc(customerId(email));

  /**
   * Counts a change of an order in the commit that makes it: `sale` 1 for a new order, -1 for a cancelled one, 0
   * for neither; `open` +1 / -1 as it enters or leaves placed-or-shipped. Blind increments: no counter is read, so
   * parallel orders never wait on each other here.
   */
  function countOrder(tx: Writes, order: OrderDocument, change: { sale: 1 | -1 | 0; open: number }) {
    if (change.sale === 0 && change.open === 0) return;
    const shard = randomShard();
    const total: Record<string, unknown> = { open: increment(change.open) };
    if (change.sale !== 0) {
      const sale = saleOf(order, change.sale);
      Object.assign(total, { orders: increment(sale.orders), ...incrementSums(sale) });
      total.genres = incrementGenres(sale.genres);
      tx.set(
        monthRef(sale.month, shard),
        {
          month: sale.month,
          orders: increment(sale.orders),
          ...incrementSums(sale),
          hours: { [sale.hour]: increment(sale.orders) },
        },
        { merge: true },
      );
    }
    tx.set(totalRef(shard), total, { merge: true });
  }

  /**
   * Reads the counter of the customer with this order email with `read` (a transaction's get, or a plain one);
   * `write` queues the change on condition that the counter is as read, so two orders of one customer cannot both
   * count from the same value.
   */
  async function readCustomer(email: string, read: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
    const snapshot = await read(customerRef(email));
    const current = snapshot.exists ? (snapshot.data() as CustomerCounter) : undefined;
    return {
      write(writes: Writes, order: OrderDocument, sign: 1 | -1) {
        writeAsRead(writes, snapshot, addToCustomer(current, order, sign));
      },
    };
  }

  /**
   * Reads COUNTER_SHARDS × (1 + months) counter documents and `topCustomers` customers: the same number of reads
   * whatever the number of orders. `lastDay` names the hour buckets to add up; they lie within `months`.
   */
  async function readOrderFigures(
    months: readonly string[],
    lastDay: readonly { month: string; hour: string }[],
    topCustomers: number,
  ): Promise<OrderFigures> {
    const refs = [...SHARDS.map(totalRef), ...months.flatMap((month) => SHARDS.map((shard) => monthRef(month, shard)))];
    const [snapshots, customers] = await Promise.all([
      firestore.getAll(...refs),
      firestore.collection(CUSTOMERS).orderBy("averageCents", "desc").limit(topCustomers).get(),
    ]);
    const totals = snapshots.slice(0, COUNTER_SHARDS).map((s) => (s.data() ?? {}) as Partial<TotalCounter>);
    const monthDocs = snapshots.slice(COUNTER_SHARDS).map((s) => s.data() as MonthCounter | undefined);

    const figures: OrderFigures = {
      orders: 0,
      ...noSums(),
      open: 0,
      lastDay: 0,
      genres: {},
      months: Object.fromEntries(months.map((month) => [month, { orders: 0, cents: 0 }])),
      topCustomers: customers.docs.map((doc) => doc.data() as CustomerCounter),
    };
    for (const total of totals) {
      figures.orders += total.orders ?? 0;
      addSums(figures, total);
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

  /**
   * Rebuilds every counter, and the shoppers' holdings, from the orders themselves: for a store whose orders predate the counters, and to
   * repair them by hand. Reads every order, so it is a maintenance command, run while no order is being placed.
   */
  async function recountOrderStats(): Promise<{ orders: number }> {
    const total: TotalCounter = { orders: 0, ...noSums(), open: 0, genres: {} };
    const months = new Map<string, MonthCounter>();
    const customers = new Map<string, CustomerCounter>();
    const holdings = new Map<string, Holdings>();
    const orders = await firestore.collection(ORDERS).get();
    for (const snapshot of orders.docs) {
      const order = snapshot.data() as OrderDocument;
      // A deleted account's orders count in the shop's figures, and in their email's and address's holdings while
      // placed, no longer in any shopper's account or customer line (decision 018).
      if (statusOf(order) === "placed") {
        for (const holder of holdersOf(order)) {
          const held = addToHoldings(holdings.get(holder), order.productIds, 1);
          if (held) holdings.set(holder, held);
        }
      }
      const counts = countsOf(order);
      if (counts.open) total.open += 1;
      if (!counts.sale) continue;
      const sale = saleOf(order, 1);
      total.orders += 1;
      addSums(total, sale);
      for (const [genre, counter] of Object.entries(sale.genres) as [Category, { cents: number; copies: number }][]) {
        const sum = (total.genres[genre] ??= { cents: 0, copies: 0 });
        sum.cents += counter.cents;
        sum.copies += counter.copies;
      }
      const month = months.get(sale.month) ?? { month: sale.month, orders: 0, ...noSums(), hours: {} };
      month.orders += 1;
      addSums(month, sale);
      month.hours[sale.hour] = (month.hours[sale.hour] ?? 0) + 1;
      months.set(sale.month, month);
      if (!order.uid) continue;
      const customer = addToCustomer(customers.get(customerId(order.email)), order, 1);
      if (customer) customers.set(customerId(order.email), customer);
    }

    const writer = firestore.bulkWriter();
    for (const collection of [ORDER_STATS, CUSTOMERS, SHOPPER_HOLDINGS]) {
      for (const doc of (await firestore.collection(collection).get()).docs) writer.delete(doc.ref);
    }
    await writer.flush();
    const stats = firestore.collection(ORDER_STATS);
    writer.set(stats.doc("total-0"), total);
    for (const month of months.values()) writer.set(stats.doc(`month-${month.month}-0`), month);
    for (const [id, customer] of customers) writer.set(firestore.collection(CUSTOMERS).doc(id), customer);
    for (const [holder, held] of holdings) writer.set(firestore.collection(SHOPPER_HOLDINGS).doc(holder), held);
    await writer.close();
    return { orders: orders.size };
  }

  return { countOrder, readCustomer, readOrderFigures, recountOrderStats };
}
export type OrderCountersRepository = ReturnType<typeof createOrderCountersRepository>;
