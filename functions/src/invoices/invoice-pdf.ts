import type { Order } from "@bookstore/schema";
import { countryName, REFUND_METHOD_LABELS } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { chargeLines, deliveryLabel, taxRateText, type ChargeLine } from "@bookstore/views/charge-lines";
import type { SalesDocumentProps } from "@bookstore/views/sales-document-pdf";
import type { DocumentProps } from "@react-pdf/renderer";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createElement, type ReactElement } from "react";
import type { MailAttachment } from "../lib/outbox";
import type { StoredCreditNote, StoredRefund } from "../orders";
import type { ShopDetails } from "./shop-details.repository";

/** A refund that issued a credit note, as the order stored it. */
export type CreditedRefund = StoredRefund & { creditNote: StoredCreditNote };

const printedDate = (at: Date) =>
  at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const formatted = (cents: number) => formatPrice(cents / 100);

/** What every sales document of an order says alike: its order and its buyer. */
function orderParts(order: Order) {
  const { street, city, state, zipcode, country } = order.address;
  return {
    orderNumber: order.number,
    buyer: {
      name: order.name,
      email: order.email,
      addressLines: [street, city, `${state} ${zipcode}`.trim(), countryName(country)].filter((line): line is string =>
        Boolean(line),
      ),
    },
  };
}

/** The invoice of an order that has one, as the PDF draws it: everything from what the order stored. */
export function invoiceProps(order: Order, seller: ShopDetails): SalesDocumentProps {
  if (!order.invoice) throw new Error(`Order ${order._id} has no invoice`);
  return {
    kind: "invoice",
    number: order.invoice.number,
    issuedOn: printedDate(new Date(order.invoice.issuedAt)),
    ...orderParts(order),
    seller,
    lines: order.items.map((item) => ({ title: item.title, amount: item.unitPrice })),
    totals: chargeLines(order.charges),
    tax: order.charges.tax,
    note: "Payment: cash on delivery.",
  };
}

/**
 * A refund's credit note, as the PDF draws it: what the refund's commit stored, taken back from the invoice, so
 * its books, delivery and tax are negative and its total is the refund.
 */
export function creditNoteProps(order: Order, refund: CreditedRefund): SalesDocumentProps {
  const { number, seller, lines, deliveryCents, taxCents, adjustmentCents } = refund.creditNote;
  const { delivery, tax } = order.charges;
  const off = (cents: number) => formatted(-cents);
  const totals: ChargeLine[] = [{ label: "Subtotal", value: off(lines.reduce((sum, l) => sum + l.amountCents, 0)) }];
  if (deliveryCents) totals.push({ label: deliveryLabel(delivery), value: off(deliveryCents) });
  if (tax && !tax.included) totals.push({ label: `Tax (${taxRateText(tax.rate)})`, value: off(taxCents) });
  if (adjustmentCents) totals.push({ label: "Adjustment (not refunded)", value: formatted(adjustmentCents) });
  totals.push({ label: "Total credited", value: off(refund.amountCents), total: true });
  if (tax?.included) totals.push({ label: `Includes tax (${taxRateText(tax.rate)})`, value: off(taxCents) });
  return {
    kind: "credit-note",
    number,
    issuedOn: printedDate(refund.at.toDate()),
    ...orderParts(order),
    invoiceNumber: order.invoice?.number,
    seller,
    lines: lines.map((line) => ({ title: line.title, amount: -line.amountCents / 100 })),
    totals,
    tax: tax && { rate: tax.rate, amount: -taxCents / 100, included: tax.included },
    note: `Refund: ${REFUND_METHOD_LABELS[refund.method].toLowerCase()}.`,
  };
}

/**
 * The credit note of a shipped order refused at the door, as the PDF draws it: the whole invoice taken back, each
 * of its lines and charges as stored negated (a discount given back adds), so its total credited is the invoice's.
 */
export function orderCreditNoteProps(order: Order, seller: ShopDetails): SalesDocumentProps {
  if (!order.creditNote) throw new Error(`Order ${order._id} has no credit note`);
  const { subtotal, discount, delivery, tax, total } = order.charges;
  const negated = {
    subtotal: -subtotal,
    discount: discount && { code: discount.code, amount: -discount.amount },
    delivery: { ...delivery, price: -delivery.price },
    tax: tax && { ...tax, amount: -tax.amount },
    total: -total,
  };
  return {
    kind: "credit-note",
    number: order.creditNote.number,
    issuedOn: printedDate(new Date(order.creditNote.issuedAt)),
    ...orderParts(order),
    invoiceNumber: order.invoice?.number,
    seller,
    lines: order.items.map((item) => ({ title: item.title, amount: -item.unitPrice })),
    totals: chargeLines(negated).map((line) => (line.total ? { ...line, label: "Total credited" } : line)),
    tax: negated.tax,
    note: "The order was refused at the door: nothing is owed.",
  };
}

/**
 * Draws a sales document. The PDF library and its layout engine take about a second to load, so they are loaded
 * on the first document drawn, not with the API.
 */
export async function loadPdfRenderer() {
  // The library first: the view's own import of it then finds it loaded.
  const { renderToBuffer } = await import("@react-pdf/renderer");
  const { SalesDocument, registerDocumentFont } = await import("@bookstore/views/sales-document-pdf");
  if (!fontRegistered) {
    registerDocumentFont({ regular: fontFile("DejaVuSans.ttf"), bold: fontFile("DejaVuSans-Bold.ttf") });
    fontRegistered = true;
  }
  return { renderToBuffer, SalesDocument };
}
let fontRegistered = false;

/** A font file of the function's dependencies, found from where it runs (this code is bundled: its path says nothing). */
const fontFile = (name: string) =>
  createRequire(join(process.cwd(), "index.js")).resolve(`dejavu-fonts-ttf/ttf/${name}`);

export async function renderSalesDocument(props: SalesDocumentProps): Promise<Buffer> {
  const { renderToBuffer, SalesDocument } = await loadPdfRenderer();
  // renderToBuffer's type asks for a <Document> element, which is what SalesDocument draws.
  return renderToBuffer(createElement(SalesDocument, props) as ReactElement<DocumentProps>);
}

export const renderInvoicePdf = (order: Order, seller: ShopDetails) => renderSalesDocument(invoiceProps(order, seller));

export const renderCreditNotePdf = (order: Order, refund: CreditedRefund) =>
  renderSalesDocument(creditNoteProps(order, refund));
export const renderOrderCreditNotePdf = (order: Order, seller: ShopDetails) =>
  renderSalesDocument(orderCreditNoteProps(order, seller));

/** A sales document as a mail carries it. */
export const pdfAttachment = (number: string, pdf: Buffer): MailAttachment => ({
  filename: `${number}.pdf`,
  contentType: "application/pdf",
  content: pdf.toString("base64"),
  encoding: "base64",
});
