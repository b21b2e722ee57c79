import type { Order } from "@bookstore/schema";
import { SalesDocumentButton } from "@/components/sales-document-button";

/**
 * An order's own sales documents as every order page offers them: its invoice once it shipped, and the credit note
 * cancelling that invoice when the shipped order was refused at the door. Each fetched with the page's proof.
 */
export function OrderDocuments({
  order,
  fetchInvoice,
  fetchCreditNote,
}: {
  order: Pick<Order, "invoice" | "creditNote">;
  fetchInvoice: () => Promise<Response>;
  fetchCreditNote: () => Promise<Response>;
}) {
  return (
    <>
      {order.invoice && <SalesDocumentButton title="Invoice" number={order.invoice.number} fetchPdf={fetchInvoice} />}
      {order.creditNote && (
        <SalesDocumentButton title="Credit note" number={order.creditNote.number} fetchPdf={fetchCreditNote} />
      )}
    </>
  );
}
