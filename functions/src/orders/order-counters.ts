import type { Category } from "@bookstore/schema";
import { isOpenOrder, isSale } from "@bookstore/schema";
import { FieldValue, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { db, writeAsRead, type Writes } from "../lib/firestore";
import { hourKey, monthKey } from "../lib/time-buckets";
import { statusOf, type OrderDocument } from "./order-document";

// The dashboard's figures are counters kept in the same transactions as the orders they count, so reading them
// costs the same with ten orders or a million (docs/decisions/007-orders-stock-and-counted-statistics.md).

export const ORDER_STATS = "orderStats";
export const CUSTOMERS = "customers";

/**
 * Each counter is split over this many documents, so parallel orders rarely write the same one. Every order and
 * cancellation of the whole shop writes one total and one month shard: at Firestore's guidance of about one
 * sustained write a second per document, this many shards carry the shop's launch-day rate
 * (docs/decisions/015-stock-shards.md). The dashboard reads them all (COUNTER_SHARDS × 13 documents).
 */
export const COUNTER_SHARDS = 16;

export interface GenreCounter {
  cents: number;
  copies: number;
}

/** `total-<shard>`: every sale ever, by genre, and the orders still open. */
export interface TotalCounter {
  orders: number;
  cents: number;
  open: number;
  genres: Partial<Record<Category, GenreCounter>>;
}

/** `month-<YYYY-MM>-<shard>`: the sales of orders placed that month, and their count per hour. */
export interface MonthCounter {
  month: string;
  orders: number;
  cents: number;
  hours: Record<string, number>;
}

/** `customers/<uid>`: a shopper's sales, for 'Users by average order'. Deleted when they have none. */
export interface CustomerCounter {
  name: string;
  email: string;
  orders: number;
  cents: number;
  averageCents: number;
}

export const totalRef = (shard: number) => db().collection(ORDER_STATS).doc(`total-${shard}`);
export const monthRef = (month: string, shard: number) => db().collection(ORDER_STATS).doc(`month-${month}-${shard}`);
export const customerRef = (uid: string) => db().collection(CUSTOMERS).doc(uid);

/** What an order adds to the counters (`sign` 1) or takes away from them (`sign` -1, when it is cancelled). */
export function saleOf(order: OrderDocument, sign: 1 | -1) {
  const createdAt = order.createdAt.toDate();
  const genres: Partial<Record<Category, GenreCounter>> = {};
  for (const item of order.items ?? []) {
    const genre = (genres[item.category] ??= { cents: 0, copies: 0 });
    genre.cents += sign * item.unitPriceCents;
    genre.copies += sign;
  }
  return { orders: sign, cents: sign * order.totalCents, genres, month: monthKey(createdAt), hour: hourKey(createdAt) };
}

const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);
const increment = FieldValue.increment;

function incrementGenres(genres: Partial<Record<Category, GenreCounter>>) {
  return Object.fromEntries(
    Object.entries(genres).map(([genre, { cents, copies }]) => [
      genre,
      { cents: increment(cents), copies: increment(copies) },
    ]),
  );
}

/**
 * Counts a change of an order in the commit that makes it: `sale` 1 for a new order, -1 for a cancelled one, 0
 * for neither; `open` +1 / -1 as it enters or leaves placed-or-shipped. Blind increments: no counter is read, so
 * parallel orders never wait on each other here.
 */
export function countOrder(tx: Writes, order: OrderDocument, change: { sale: 1 | -1 | 0; open: number }) {
  if (change.sale === 0 && change.open === 0) return;
  const shard = randomShard();
  const total: Record<string, unknown> = { open: increment(change.open) };
  if (change.sale !== 0) {
    const sale = saleOf(order, change.sale);
    Object.assign(total, { orders: increment(sale.orders), cents: increment(sale.cents) });
    total.genres = incrementGenres(sale.genres);
    tx.set(
      monthRef(sale.month, shard),
      {
        month: sale.month,
        orders: increment(sale.orders),
        cents: increment(sale.cents),
        hours: { [sale.hour]: increment(sale.orders) },
      },
      { merge: true },
    );
  }
  tx.set(totalRef(shard), total, { merge: true });
}

/**
 * Reads the shopper's counter with `read` (a transaction's get, or a plain one); `write` queues the change on
 * condition that the counter is as read, so two orders of one shopper cannot both count from the same value.
 */
export async function readCustomer(uid: string, read: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
  const snapshot = await read(customerRef(uid));
  const current = snapshot.exists ? (snapshot.data() as CustomerCounter) : undefined;
  return {
    write(writes: Writes, order: OrderDocument, sign: 1 | -1) {
      writeAsRead(writes, snapshot, addToCustomer(current, order, sign));
    },
  };
}

/** A customer's counter after an order is added or taken away; undefined when no sale is left. */
export function addToCustomer(
  current: CustomerCounter | undefined,
  order: Pick<OrderDocument, "name" | "email" | "totalCents">,
  sign: 1 | -1,
): CustomerCounter | undefined {
  const orders = (current?.orders ?? 0) + sign;
  const cents = (current?.cents ?? 0) + sign * order.totalCents;
  if (orders <= 0) return undefined;
  // The newest order's name is the one the shopper goes by now.
  const name = sign > 0 ? order.name : (current?.name ?? order.name);
  return { name, email: order.email, orders, cents, averageCents: Math.round(cents / orders) };
}

/** Whether an order counts as a sale and as open: what cancelling or delivering it changes. */
export const countsOf = (order: OrderDocument) => ({
  sale: isSale(statusOf(order)),
  open: isOpenOrder(statusOf(order)),
});
