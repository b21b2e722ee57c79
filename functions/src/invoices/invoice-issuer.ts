import type { Order } from "@bookstore/schema";
import type { DocumentReference, DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { MailAttachment } from "../lib/outbox";
import { CREDIT_NOTES, INVOICES, type SeriesPrefix } from "./document-series";
import type { DocumentSeriesRepository } from "./document-series.repository";
import { loadPdfRenderer, pdfAttachment, renderInvoicePdf } from "./invoice-pdf";
import type { ReadShopDetails, ShopDetails } from "./shop-details.repository";

/**
 * The numbered documents the orders and returns issue: an order's invoice as it ships (and its PDF for the shipped
 * mail), a refund's credit note. Each names the seller as the shop's settings read when it was issued.
 */
export function createInvoiceIssuer(series: Pick<DocumentSeriesRepository, "readNext">, readShop: ReadShopDetails) {
  async function issue(
    prefix: SeriesPrefix,
    at: Timestamp,
    read?: (ref: DocumentReference) => Promise<DocumentSnapshot>,
  ) {
    const [next, seller] = await Promise.all([series.readNext(prefix, read, at), readShop()]);
    return { number: next.number, issuedAt: next.issuedAt, seller, claim: next.claim };
  }

  return {
    prepare: async () => {
      await loadPdfRenderer();
    },

    /** The next invoice number, for the caller's commit to `claim`, and the seller it names as the settings are now. */
    async next(at: Timestamp, read?: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
      const { claim, ...invoice } = await issue(INVOICES, at, read);
      return { invoice, claim };
    },

    /** The next credit note's number and seller, for the refund's commit to `claim` (decision 023). */
    nextCreditNote: (at: Timestamp) => issue(CREDIT_NOTES, at),

    async attachment(order: Order, seller: ShopDetails): Promise<MailAttachment> {
      return pdfAttachment(order.invoice!.number, await renderInvoicePdf(order, seller));
    },
  };
}
export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
