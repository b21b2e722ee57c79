import { AggregateField, Timestamp } from "firebase-admin/firestore";
import { booksCollection } from "../books/books.repository";
import { ordersCollection } from "../orders/orders.repository";

// Aggregation queries are billed per batch of index entries, not per document read, so the statistics cost
// stays flat as books and orders grow.
const orderTotals = { orders: AggregateField.count(), cents: AggregateField.sum("totalCents") };

export async function countBooks() {
  const [all, trending] = await Promise.all([
    booksCollection().count().get(),
    booksCollection().where("trending", "==", true).count().get(),
  ]);
  return { totalBooks: all.data().count, trendingBooks: trending.data().count };
}

export async function orderTotalsBetween(from?: Date, to?: Date) {
  let query: FirebaseFirestore.Query = ordersCollection();
  if (from) query = query.where("createdAt", ">=", Timestamp.fromDate(from));
  if (to) query = query.where("createdAt", "<", Timestamp.fromDate(to));
  const snapshot = await query.aggregate(orderTotals).get();
  return { orders: snapshot.data().orders, cents: snapshot.data().cents ?? 0 };
}
