import type { Order } from "@bookstore/schema";
import { countryName } from "@bookstore/schema";
import type { SalesDocumentProps } from "@bookstore/views/sales-document-pdf";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createElement } from "react";
import type { MailAttachment } from "../lib/outbox";
import type { ShopDetails } from "./shop-details.repository";

/** The invoice of an order that has one, as the PDF draws it: everything from what the order stored. */
export function invoiceProps(order: Order, seller: ShopDetails): SalesDocumentProps {
  if (!order.invoice) throw new Error(`Order ${order._id} has no invoice`);
  const { street, city, state, zipcode, country } = order.address;
  return {
    title: "Invoice",
    number: order.invoice.number,
    issuedOn: new Date(order.invoice.issuedAt).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
    orderNumber: order.number,
    seller,
    buyer: {
      name: order.name,
      email: order.email,
      addressLines: [street, city, `${state} ${zipcode}`.trim(), countryName(country)].filter((line): line is string =>
        Boolean(line),
      ),
    },
    lines: order.items.map((item) => ({ title: item.title, amount: item.unitPrice })),
    charges: order.charges,
    note: "Payment: cash on delivery.",
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
  return renderToBuffer(createElement(SalesDocument, props));
}

export const renderInvoicePdf = (order: Order, seller: ShopDetails) => renderSalesDocument(invoiceProps(order, seller));

/** A sales document as a mail carries it. */
export const pdfAttachment = (number: string, pdf: Buffer): MailAttachment => ({
  filename: `${number}.pdf`,
  contentType: "application/pdf",
  content: pdf.toString("base64"),
  encoding: "base64",
});
