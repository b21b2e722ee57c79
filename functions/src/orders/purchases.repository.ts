import type { Firestore } from "firebase-admin/firestore";
import { ORDERS } from "./order-document";

// What the reviews feature asks of a shopper's orders (handed to it by the composition root): only a shopper who
// received a book may review it, under the name on their latest order.

export function createPurchasesRepository(firestore: Firestore) {
  const ordersCollection = () => firestore.collection(ORDERS);

  /** Whether one of the shopper's orders holding the book has been delivered (a delivered order stays delivered). */
  async function hasReceivedBook(uid: string, bookId: string): Promise<boolean> {
    const found = await ordersCollection()
      .where("uid", "==", uid)
      .where("status", "==", "delivered")
      .where("productIds", "array-contains", bookId)
      .select()
      .limit(1)
      .get();
    return !found.empty;
  }

  /** The name the shopper gave on their latest order, as typed; undefined without orders. */
  async function latestOrderName(uid: string): Promise<string | undefined> {
    const found = await ordersCollection()
      .where("uid", "==", uid)
      .orderBy("createdAt", "desc")
      .select("name")
      .limit(1)
      .get();
    return found.docs[0]?.get("name") as string | undefined;
  }

  /**
   * Every book an order of the shopper's holds: the only books they can have reviewed, since a review needs a
   * delivered order of the account (decision 013), and orders are never deleted.
   */
  async function orderedBookIds(uid: string): Promise<string[]> {
    const found = await ordersCollection().where("uid", "==", uid).select("productIds").get();
    return [...new Set(found.docs.flatMap((doc) => (doc.get("productIds") as string[] | undefined) ?? []))];
  }

  return { hasReceivedBook, latestOrderName, orderedBookIds };
}
export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
