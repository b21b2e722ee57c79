// Orders of a test's own, dated when it says: months back for the dashboard's chart, a day back for 'Orders (last
// day)'. The API only places orders now, so these are written straight into Firestore, as the seed writes its
// demo orders, and then counted as the seed counts them.
import { randomUUID } from "node:crypto";
import type { Book, OrderStatus } from "@bookstore/schema";
import { ORDERS, storedOrder, type OrderDocument, type StoredCharges } from "../../functions/src/orders/order-document";
import { maintain } from "./database";
import { ADDRESS } from "./orders";

export interface StoredOrder {
  /** A chosen id, for a test that must name the order before it exists; a fresh one otherwise. */
  id?: string;
  shopper: { uid: string; email: string; name?: string };
  books: Pick<Book, "_id" | "title" | "newPrice" | "category">[];
  createdAt: Date;
  /** Where the order's lifecycle got to: placed unless given. */
  status?: OrderStatus;
  /** What it was charged; none: an order from before delivery, tax and discounts. */
  charges?: StoredCharges;
}

const HOUR_MS = 3_600_000;

/** The moves that led to `status`, as the transition table allows them (schema/src/order-status.ts). */
const LIFECYCLE: Record<OrderStatus, { status: OrderStatus; by: string }[]> = {
  placed: [{ status: "placed", by: "customer" }],
  shipped: [
    { status: "placed", by: "customer" },
    { status: "shipped", by: "admin" },
  ],
  delivered: [
    { status: "placed", by: "customer" },
    { status: "shipped", by: "admin" },
    { status: "delivered", by: "admin" },
  ],
  cancelled: [
    { status: "placed", by: "customer" },
    { status: "cancelled", by: "customer" },
  ],
};

/**
 * Writes the orders as the API stores them (money in cents, items with their genre, a timeline), then rebuilds
 * the dashboard's counters from every stored order (`npm run maintain -- recount-stats`): an order written around
 * the API is counted by nothing else. Like any recount, not while orders are being placed: a test that does not read
 * the figures passes `recount: false` (its orders then count in no figure until the next recount). Returns the ids.
 */
export async function storeOrders(orders: StoredOrder[], { recount = true } = {}): Promise<string[]> {
  const { getFirestore } = await import("./firestore-admin");
  const { Timestamp } = await import("firebase-admin/firestore");
  const db = getFirestore();
  const ids = orders.map((order) => order.id ?? `test-order-${randomUUID()}`);
  const batch = db.batch();
  orders.forEach(({ shopper, books, createdAt, status = "placed", charges }, index) => {
    const timeline = LIFECYCLE[status].map((step, i) => ({
      ...step,
      at: Timestamp.fromMillis(createdAt.getTime() + i * HOUR_MS),
    }));
    const order = storedOrder({
      shopper: { name: "Test Shopper", ...shopper, phone: "+351 912 345 678", address: ADDRESS },
      books: books.map((book) => ({ ...book, id: book._id })),
      timeline,
      charges,
    });
    batch.create(db.collection(ORDERS).doc(ids[index]!), order);
  });
  await batch.commit();
  if (recount) maintain(["recount-stats"]);
  return ids;
}

/**
 * Restates an order of the test's own as a checkout with other settings would have stored it (its lines' shares,
 * its charges), and moves its sale in the dashboard's counters in the same commit, as the API counts a change:
 * the figures stay equal to what the orders hold, for the files that check them after this one.
 */
export async function restateOrder(id: string, changes: Pick<OrderDocument, "items" | "charges">): Promise<void> {
  const { getFirestore } = await import("./firestore-admin");
  const { createOrderCountersRepository } = await import("../../functions/src/orders/order-counters.repository");
  const db = getFirestore();
  const ref = db.collection(ORDERS).doc(id);
  const before = (await ref.get()).data() as OrderDocument;
  const counters = createOrderCountersRepository(db);
  const batch = db.batch();
  batch.update(ref, changes);
  counters.countOrder(batch, before, { sale: -1, open: 0 });
  counters.countOrder(batch, { ...before, ...changes }, { sale: 1, open: 0 });
  await batch.commit();
}
