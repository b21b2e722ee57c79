import type { Firestore } from "firebase-admin/firestore";
import { BOOKS } from "../books/books.repository";
import { catalogChanged } from "../books/catalog-version";
import { CUSTOMER, ORDERS, type OrderDocument } from "../orders/order-document";

/**
 * Gives `stock` copies to every book stored before books had a stock (they sell nothing until then), and leaves
 * every other book as it is. Returns how many books it changed.
 */
export async function backfillStock(db: Firestore, stock: number): Promise<number> {
  const books = await db.collection(BOOKS).get();
  const writer = db.bulkWriter();
  let changed = 0;
  for (const book of books.docs) {
    if (book.get("stock") !== undefined) continue;
    // Only if still without one: a stock the admin sets meanwhile is kept.
    writer.update(book.ref, { stock }, { lastUpdateTime: book.updateTime });
    changed += 1;
  }
  await writer.close();
  if (changed)
    await db
      .batch()
      .set(...catalogChanged(db))
      .commit();
  return changed;
}

/**
 * Gives orders stored before the lifecycle its first step (placed, by the customer, when they were placed), so
 * the order desk's status filter finds them. Returns how many orders it changed.
 */
export async function backfillOrderStatus(db: Firestore): Promise<number> {
  const orders = await db.collection(ORDERS).get();
  const writer = db.bulkWriter();
  let changed = 0;
  for (const order of orders.docs) {
    const data = order.data() as OrderDocument;
    if (data.status !== undefined) continue;
    const timeline = [{ status: "placed", at: data.createdAt, by: CUSTOMER }];
    writer.update(order.ref, { status: "placed", timeline }, { lastUpdateTime: order.updateTime });
    changed += 1;
  }
  await writer.close();
  return changed;
}
