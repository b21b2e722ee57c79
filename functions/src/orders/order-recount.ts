import type { Category } from "@bookstore/schema";
import type { Firestore } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import {
  addToCustomer,
  countsOf,
  CUSTOMERS,
  ORDER_STATS,
  saleOf,
  type CustomerCounter,
  type MonthCounter,
  type TotalCounter,
} from "./order-counters";
import { ORDERS, statusOf, type OrderDocument } from "./order-document";
import { addToHoldings, SHOPPER_HOLDINGS, type Holdings } from "./shopper-holdings.repository";

/**
 * Rebuilds every counter, and the shoppers' holdings, from the orders themselves: for a store whose orders predate the counters, and to
 * repair them by hand. Reads every order, so it is a maintenance command, run while no order is being placed.
 */
export async function recountOrderStats(firestore: Firestore = db()): Promise<{ orders: number }> {
  const total: TotalCounter = { orders: 0, cents: 0, open: 0, genres: {} };
  const months = new Map<string, MonthCounter>();
  const customers = new Map<string, CustomerCounter>();
  const holdings = new Map<string, Holdings>();
  const orders = await firestore.collection(ORDERS).get();
  for (const snapshot of orders.docs) {
    const order = snapshot.data() as OrderDocument;
    if (statusOf(order) === "placed") {
      const held = addToHoldings(holdings.get(order.uid), order.productIds, 1);
      if (held) holdings.set(order.uid, held);
    }
    const counts = countsOf(order);
    if (counts.open) total.open += 1;
    if (!counts.sale) continue;
    const sale = saleOf(order, 1);
    total.orders += 1;
    total.cents += sale.cents;
    for (const [genre, counter] of Object.entries(sale.genres) as [Category, { cents: number; copies: number }][]) {
      const sum = (total.genres[genre] ??= { cents: 0, copies: 0 });
      sum.cents += counter.cents;
      sum.copies += counter.copies;
    }
    const month = months.get(sale.month) ?? { month: sale.month, orders: 0, cents: 0, hours: {} };
    month.orders += 1;
    month.cents += sale.cents;
    month.hours[sale.hour] = (month.hours[sale.hour] ?? 0) + 1;
    months.set(sale.month, month);
    const customer = addToCustomer(customers.get(order.uid), order, 1);
    if (customer) customers.set(order.uid, customer);
  }

  const writer = firestore.bulkWriter();
  for (const collection of [ORDER_STATS, CUSTOMERS, SHOPPER_HOLDINGS]) {
    for (const doc of (await firestore.collection(collection).get()).docs) writer.delete(doc.ref);
  }
  await writer.flush();
  const stats = firestore.collection(ORDER_STATS);
  writer.set(stats.doc("total-0"), total);
  for (const month of months.values()) writer.set(stats.doc(`month-${month.month}-0`), month);
  for (const [uid, customer] of customers) writer.set(firestore.collection(CUSTOMERS).doc(uid), customer);
  for (const [uid, held] of holdings) writer.set(firestore.collection(SHOPPER_HOLDINGS).doc(uid), held);
  await writer.close();
  return { orders: orders.size };
}
