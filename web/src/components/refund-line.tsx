import { REFUND_METHOD_LABELS, type Order } from "@bookstore/schema";
import { SalesDocumentButton } from "@/components/sales-document-button";
import { formatDate, formatPrice } from "@/lib/format";

/** A refund as the order pages list it, with its credit note when the order was invoiced. */
export function RefundLine({
  refund,
  fetchCreditNote,
}: {
  refund: Order["refunds"][number];
  fetchCreditNote: () => Promise<Response>;
}) {
  return (
    <li>
      Refunded {formatPrice(refund.amount)} ({REFUND_METHOD_LABELS[refund.method]}) on {formatDate(refund.at)}
      {refund.creditNote && (
        <SalesDocumentButton title="Credit note" number={refund.creditNote.number} fetchPdf={fetchCreditNote} />
      )}
    </li>
  );
}
