import type { Category } from "@bookstore/schema";
import { isOpenOrder, isSale } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { hourKey, monthKey } from "../lib/time-buckets";
import { statusOf, type OrderDocument } from "./order-document";

// The dashboard's figures are counters (written and read in order-counters.repository.ts) kept in the same transactions as the orders they count, so reading them
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

/**
 * The money sums a sale adds to the shop's and each month's counters, in cents: `cents` is the books' revenue
 * after discounts (the dashboard's Total Sales), delivery and tax beside it. A new sum is one more name here.
 */
export const SALE_SUMS = ["cents", "deliveryCents", "taxCents"] as const;
export type SaleSums = Record<(typeof SALE_SUMS)[number], number>;

/** `total-<shard>`: every sale ever, by genre, and the orders still open. */
export interface TotalCounter extends SaleSums {
  orders: number;
  open: number;
  genres: Partial<Record<Category, GenreCounter>>;
}

/** `month-<YYYY-MM>-<shard>`: the sales of orders placed that month, and their count per hour. */
export interface MonthCounter extends SaleSums {
  month: string;
  orders: number;
  hours: Record<string, number>;
}

/**
 * `customers/<customerId(email)>`: the sales of one order email, for 'Users by average order'. By email, not by
 * account: a guest's anonymous accounts, and the account they create later, are one customer. Deleted when they
 * have none.
 */
export interface CustomerCounter {
  name: string;
  email: string;
  orders: number;
  cents: number;
  averageCents: number;
}

/** A customer counter's document id: a hash of the order email, case-folded, so no email address is an id. */
export const customerId = (email: string) =>
  createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 40);

/** What an order's books brought in, after its discount: an older order's total is its books' alone. */
export const booksCentsOf = (order: OrderDocument) =>
  order.charges ? order.charges.subtotalCents - (order.charges.discount?.amountCents ?? 0) : order.totalCents;

/** What an order adds to the counters (`sign` 1) or takes away from them (`sign` -1, when it is cancelled). */
export function saleOf(order: OrderDocument, sign: 1 | -1) {
  const createdAt = order.createdAt.toDate();
  const genres: Partial<Record<Category, GenreCounter>> = {};
  for (const item of order.items ?? []) {
    const genre = (genres[item.category] ??= { cents: 0, copies: 0 });
    genre.cents += sign * (item.unitPriceCents - (item.discountCents ?? 0));
    genre.copies += sign;
  }
  const sums: SaleSums = {
    cents: sign * booksCentsOf(order),
    deliveryCents: sign * (order.charges?.delivery.priceCents ?? 0),
    taxCents: sign * (order.charges?.tax.amountCents ?? 0),
  };
  return { orders: sign, ...sums, genres, month: monthKey(createdAt), hour: hourKey(createdAt) };
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
