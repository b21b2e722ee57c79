import type { Order } from "@bookstore/schema";
import type { Firestore } from "firebase-admin/firestore";
import { ORDERS, toOrderFromDocument, type InvoiceSeller, type OrderDocument } from "./order-document";

/** An order's invoice as its PDF is drawn again: the order as the API shows it and the seller kept at issue. */
export function createOrderInvoicesRepository(firestore: Firestore) {
  return {
    async readInvoicedOrder(id: string): Promise<{ order: Order; seller?: InvoiceSeller } | undefined> {
      const snapshot = await firestore.collection(ORDERS).doc(id).get();
      if (!snapshot.exists) return undefined;
      const data = snapshot.data() as OrderDocument;
      return { order: toOrderFromDocument(id, data), seller: data.invoice?.seller };
    },
  };
}
export type OrderInvoicesRepository = ReturnType<typeof createOrderInvoicesRepository>;
