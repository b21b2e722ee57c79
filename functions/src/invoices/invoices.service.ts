import type { Order, OrderLookup, OrderLookupQuery } from "@bookstore/schema";
import type { Actor } from "../lib/activity-log";
import type { Customer } from "../auth/require-user";
import { notFound } from "../lib/http-error";
import type { CreditedRefund } from "./invoice-pdf";
import type { ShopDetails } from "./shop-details.repository";

/** Who asks for an invoice: a member with the order desk or the shopper (guards as for the order itself)... */
export type InvoiceViewer = { admin: Actor } | { customer: Customer };
/** ...or anyone holding the order's number and email, counted against the order lookup's budget. */
export interface InvoiceLookup {
  query: OrderLookupQuery;
  clientAddress: string;
}
export type DocumentAccess = { viewer: InvoiceViewer } | InvoiceLookup;

export interface InvoicesServiceDeps {
  /** The order's own guards: 404 for an unknown order, 403 for someone else's. */
  getOrder(viewer: InvoiceViewer, id: string): Promise<Order>;
  /** The order lookup, with its throttle: one and the same 404 for a wrong number or email. */
  lookupOrder(query: OrderLookupQuery, clientAddress: string): Promise<OrderLookup>;
  readInvoicedOrder(id: string): Promise<{ order: Order; seller?: ShopDetails } | undefined>;
  readCreditNote(id: string, returnId: string): Promise<{ order: Order; refund: CreditedRefund } | undefined>;
  readOrderCreditNote(id: string): Promise<{ order: Order; seller: ShopDetails } | undefined>;
  readShopDetails(): Promise<ShopDetails>;
  render(order: Order, seller: ShopDetails): Promise<Buffer>;
  renderCreditNote(order: Order, refund: CreditedRefund): Promise<Buffer>;
  renderOrderCreditNote(order: Order, seller: ShopDetails): Promise<Buffer>;
}

export function createInvoicesService(deps: InvoicesServiceDeps) {
  /** The order's id, once the asker passed the order's guards: a credit note is read as its invoice is. */
  const orderIdFor = async (access: DocumentAccess, id: string) =>
    "viewer" in access
      ? (await deps.getOrder(access.viewer, id))._id
      : (await deps.lookupOrder(access.query, access.clientAddress))._id;

  /** The invoice's PDF, drawn from what the order stored; 404 until the order has shipped. */
  async function invoicePdf(access: DocumentAccess, id: string) {
    const found = await deps.readInvoicedOrder(await orderIdFor(access, id));
    const invoice = found?.order.invoice;
    if (!found || !invoice) throw notFound("This order has no invoice yet: it is issued when the order ships.");
    // Invoices issued before the seller was kept with them name the shop as it is now.
    const pdf = await deps.render(found.order, found.seller ?? (await deps.readShopDetails()));
    return { filename: `${invoice.number}.pdf`, pdf };
  }

  /** The credit note's PDF of a return's refund; 404 unless the refund issued one (the order was invoiced). */
  async function creditNotePdf(access: DocumentAccess, id: string, returnId: string) {
    const found = await deps.readCreditNote(await orderIdFor(access, id), returnId);
    if (!found) throw notFound("This return has no credit note: one is issued with a refund on an invoiced order.");
    const pdf = await deps.renderCreditNote(found.order, found.refund);
    return { filename: `${found.refund.creditNote.number}.pdf`, pdf };
  }

  /** The PDF of the credit note cancelling the invoice of an order refused at the door; 404 for any other order. */
  async function orderCreditNotePdf(access: DocumentAccess, id: string) {
    const found = await deps.readOrderCreditNote(await orderIdFor(access, id));
    const creditNote = found?.order.creditNote;
    if (!found || !creditNote) {
      throw notFound("This order has no credit note: one is issued when a shipped order is cancelled.");
    }
    const pdf = await deps.renderOrderCreditNote(found.order, found.seller);
    return { filename: `${creditNote.number}.pdf`, pdf };
  }

  return { invoicePdf, creditNotePdf, orderCreditNotePdf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
