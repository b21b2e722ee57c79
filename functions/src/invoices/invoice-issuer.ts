import type { Order } from "@bookstore/schema";
import type { DocumentReference, DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { MailAttachment } from "../lib/outbox";
import { INVOICES } from "./document-series";
import type { DocumentSeriesRepository } from "./document-series.repository";
import { loadPdfRenderer, pdfAttachment, renderInvoicePdf } from "./invoice-pdf";
import type { ReadShopDetails, ShopDetails } from "./shop-details.repository";

/** The invoice a shipping order gets, and its PDF for the shipped mail. */
export function createInvoiceIssuer(series: Pick<DocumentSeriesRepository, "readNext">, readShop: ReadShopDetails) {
  return {
    prepare: async () => {
      await loadPdfRenderer();
    },

    /** The next invoice number, for the caller's commit to `claim`, and the seller it names as the settings are now. */
    async next(at: Timestamp, read?: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
      const [next, seller] = await Promise.all([series.readNext(INVOICES, read, at), readShop()]);
      return { invoice: { number: next.number, issuedAt: next.issuedAt, seller }, claim: next.claim };
    },

    async attachment(order: Order, seller: ShopDetails): Promise<MailAttachment> {
      return pdfAttachment(order.invoice!.number, await renderInvoicePdf(order, seller));
    },
  };
}
export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
