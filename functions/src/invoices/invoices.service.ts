import type { Order, OrderLookup, OrderLookupQuery } from "@bookstore/schema";
import type { Actor } from "../lib/activity-log";
import type { Customer } from "../auth/require-user";
import { notFound } from "../lib/http-error";
import type { ShopDetails } from "./shop-details.repository";

/** Who asks for an invoice: a member with the order desk or the shopper (guards as for the order itself)... */
export type InvoiceViewer = { admin: Actor } | { customer: Customer };
/** ...or anyone holding the order's number and email, counted against the order lookup's budget. */
export interface InvoiceLookup {
  query: OrderLookupQuery;
  clientAddress: string;
}

export interface InvoicesServiceDeps {
  /** The order's own guards: 404 for an unknown order, 403 for someone else's. */
  getOrder(viewer: InvoiceViewer, id: string): Promise<Order>;
  /** The order lookup, with its throttle: one and the same 404 for a wrong number or email. */
  lookupOrder(query: OrderLookupQuery, clientAddress: string): Promise<OrderLookup>;
  readInvoicedOrder(id: string): Promise<{ order: Order; seller?: ShopDetails } | undefined>;
  readShopDetails(): Promise<ShopDetails>;
  render(order: Order, seller: ShopDetails): Promise<Buffer>;
}

export function createInvoicesService(deps: InvoicesServiceDeps) {
  /** The invoice's PDF, drawn from what the order stored; 404 until the order has shipped. */
  async function invoicePdf(access: { viewer: InvoiceViewer } | InvoiceLookup, id: string) {
    const orderId =
      "viewer" in access
        ? (await deps.getOrder(access.viewer, id))._id
        : (await deps.lookupOrder(access.query, access.clientAddress))._id;
    const found = await deps.readInvoicedOrder(orderId);
    const invoice = found?.order.invoice;
    if (!found || !invoice) throw notFound("This order has no invoice yet: it is issued when the order ships.");
    // Invoices issued before the seller was kept with them name the shop as it is now.
    const pdf = await deps.render(found.order, found.seller ?? (await deps.readShopDetails()));
    return { filename: `${invoice.number}.pdf`, pdf };
  }

  return { invoicePdf };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
