import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { customerId, CUSTOMERS } from "./order-counters";
import { ORDERS } from "./order-document";
import { SHOPPER_HOLDINGS } from "./shopper-holdings.repository";

/** Updates per commit: well under Firestore's 500 writes, with room for the two counters. */
const BATCH = 400;

export function createOrderOwnersRepository(firestore: Firestore) {
  return {
    /** Whether any order was placed under `uid` (one index entry read). */
    async hasOrders(uid: string): Promise<boolean> {
      return !(await firestore.collection(ORDERS).where("uid", "==", uid).limit(1).select().get()).empty;
    },

    /**
     * Takes a deleted account's uid off its orders, which stay for the shop's accounts and the admin's desk but
     * no longer list for anyone by uid, and deletes the counters kept per shopper (their limits, their line in
     * 'Users by average order'); the shop's own figures keep every sale (decision 018). Safe to repeat: a second
     * run finds no order left under the uid. Answers how many orders it detached.
     */
    async detachOrders(uid: string): Promise<number> {
      const orders = await firestore.collection(ORDERS).where("uid", "==", uid).select("email").get();
      for (let start = 0; start < orders.size; start += BATCH) {
        const batch = firestore.batch();
        for (const doc of orders.docs.slice(start, start + BATCH)) batch.update(doc.ref, { uid: FieldValue.delete() });
        await batch.commit();
      }
      const counters = firestore.batch();
      // 'Users by average order' counts a customer per order email: the lines of the emails these orders carry.
      const emails = new Set(orders.docs.map((doc) => doc.get("email") as string));
      for (const email of emails) counters.delete(firestore.collection(CUSTOMERS).doc(customerId(email)));
      counters.delete(firestore.collection(SHOPPER_HOLDINGS).doc(uid));
      await counters.commit();
      return orders.size;
    },
  };
}
export type OrderOwnersRepository = ReturnType<typeof createOrderOwnersRepository>;
