import type { Firestore } from "firebase-admin/firestore";
import { BOOKS, type BookDocument } from "../books";
import { shardsOf, STOCK } from "../lib/stock-shards";
import { countsOf, ORDERS, type OrderDocument } from "../orders";

/** Copies of each book in orders that count as sales (placed, shipped, delivered): one copy per ordered book. */
export function soldCounts(orders: Iterable<OrderDocument>): Map<string, number> {
  const sold = new Map<string, number>();
  for (const order of orders) {
    if (!countsOf(order).sale) continue;
    for (const id of order.productIds) sold.set(id, (sold.get(id) ?? 0) + 1);
  }
  return sold;
}

/**
 * Counts every book's copies sold from the orders (the "bestselling" sort) where its figure says otherwise: the
 * book's `soldCount`, and for a sharded book the shards' `sold`, the first shard holding the whole count. For
 * books stored before sales were counted, and to repair the counts by hand; like the statistics' recount, run
 * while no order is being placed. Returns how many books it changed.
 */
export function createSalesRecountRepository(firestore: Firestore) {
  async function recountSales(): Promise<number> {
    const [orders, books] = await Promise.all([firestore.collection(ORDERS).get(), firestore.collection(BOOKS).get()]);
    const sold = soldCounts(orders.docs.map((order) => order.data() as OrderDocument));
    const writer = firestore.bulkWriter();
    let changed = 0;
    for (const book of books.docs) {
      const data = book.data() as BookDocument;
      const count = sold.get(book.id) ?? 0;
      if (data.soldCount === count) continue;
      const shards = shardsOf(data);
      for (let shard = 0; shard < shards; shard++) {
        writer.set(book.ref.collection(STOCK).doc(String(shard)), { sold: shard ? 0 : count }, { merge: true });
      }
      writer.update(book.ref, { soldCount: count });
      changed += 1;
    }
    await writer.close();
    return changed;
  }

  return { recountSales };
}
export type SalesRecountRepository = ReturnType<typeof createSalesRecountRepository>;
