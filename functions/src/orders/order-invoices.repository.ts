import type { Order } from "@bookstore/schema";
import type { Firestore } from "firebase-admin/firestore";
import { ORDERS, toOrderFromDocument, type InvoiceSeller, type OrderDocument } from "./order-document";

/**
 * An order's invoice, the credit note cancelling it and its refunds' credit notes as their PDFs are drawn again: the order as the API shows it
 * and what was kept at issue.
 */
export function createOrderInvoicesRepository(firestore: Firestore) {
  return {
    async readInvoicedOrder(id: string): Promise<{ order: Order; seller?: InvoiceSeller } | undefined> {
      const snapshot = await firestore.collection(ORDERS).doc(id).get();
      if (!snapshot.exists) return undefined;
      const data = snapshot.data() as OrderDocument;
      return { order: toOrderFromDocument(id, data), seller: data.invoice?.seller };
    },

    /** The order with the credit note that cancelled its invoice, and its seller; undefined when it has none. */
    async readOrderCreditNote(id: string): Promise<{ order: Order; seller: InvoiceSeller } | undefined> {
      const data = (await firestore.collection(ORDERS).doc(id).get()).data() as OrderDocument | undefined;
      if (!data?.creditNote?.seller) return undefined;
      return { order: toOrderFromDocument(id, data), seller: data.creditNote.seller };
    },

    /** The credit note of the refund of return `returnId`, with its order; undefined when it issued none. */
    async readCreditNote(id: string, returnId: string) {
      const data = (await firestore.collection(ORDERS).doc(id).get()).data() as OrderDocument | undefined;
      const refund = data?.refunds?.find((each) => each.returnId === returnId);
      if (!data || !refund?.creditNote) return undefined;
      return { order: toOrderFromDocument(id, data), refund: { ...refund, creditNote: refund.creditNote } };
    },
  };
}
export type OrderInvoicesRepository = ReturnType<typeof createOrderInvoicesRepository>;
