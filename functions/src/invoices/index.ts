// The invoices feature's face: numbered sales documents (invoices, and the credit notes of refunds and of orders
// refused at the door) from one gapless yearly series per prefix, their PDFs, and the routes that serve them.
export { CREDIT_NOTES, INVOICES, seriesNumber, type SeriesPrefix } from "./document-series";
export {
  createDocumentSeriesRepository,
  DOCUMENT_SERIES,
  type DocumentSeriesRepository,
  type NextNumber,
} from "./document-series.repository";
export { createInvoiceIssuer, type InvoiceIssuer } from "./invoice-issuer";
export {
  creditNoteProps,
  invoiceProps,
  pdfAttachment,
  renderCreditNotePdf,
  renderInvoicePdf,
  renderOrderCreditNotePdf,
  renderSalesDocument,
} from "./invoice-pdf";
export { createInvoicesRouter } from "./invoices.router";
export { createInvoicesService, type InvoicesService } from "./invoices.service";
export {
  createShopDetailsRepository,
  DEFAULT_SHOP,
  type ReadShopDetails,
  type ShopDetails,
} from "./shop-details.repository";
