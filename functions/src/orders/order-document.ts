import type { Category, Charges, Order, OrderReturnState, OrderStatus, RefundMethod } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import type { StoredCharges } from "../lib/order-pricing";
import { derivedOrderNumber } from "./order-number";

export const ORDERS = "orders";

/** A line of an order as bought: what later edits or deletion of the book cannot change. */
export interface StoredItem {
  bookId: string;
  title: string;
  unitPriceCents: number;
  /** For the sales-by-genre figures; not part of the API's item. */
  category: Category;
  /**
   * The line's share of the order's discount and of its tax, in cents (largest remainder, so the shares add up
   * to the order's): what a refund of this book gives back. Absent on orders from before discounts and tax.
   */
  discountCents?: number;
  taxCents?: number;
}

/** What an order was charged (lib/order-pricing.ts holds it, where the money feature writes it too). */
export type { StoredCharges } from "../lib/order-pricing";

/** The seller an invoice names, as the shop's settings read when it was issued. */
export interface InvoiceSeller {
  name: string;
  address: string;
  taxId: string;
}

/** The invoice issued when the order shipped: a number of the gapless yearly series. */
export interface StoredInvoice {
  number: string;
  issuedAt: Timestamp;
  /** Kept with the invoice so that its PDF drawn again later says what it said when issued. */
  seller?: InvoiceSeller;
}

export interface StoredTimelineEntry {
  status: OrderStatus;
  at: Timestamp;
  by: string;
}

/**
 * An order as stored. Money is integer cents so sums are exact. Orders stored before the lifecycle existed
 * have no status, items or timeline: they read as placed, with the product ids only.
 */
export interface OrderDocument {
  /** The short number shoppers read (order-number.ts), claimed in `orderNumbers`; orders from before it read as derived. */
  number?: string;
  /** The account that placed it; taken off when that account is deleted, the order kept (decision 018). */
  uid?: string;
  email: string;
  name: string;
  phone: string;
  address: Order["address"];
  productIds: string[];
  totalCents: number;
  createdAt: Timestamp;
  status?: OrderStatus;
  items?: StoredItem[];
  timeline?: StoredTimelineEntry[];
  updatedAt?: Timestamp;
  /**
   * The holdings (shopper-holdings.ts) the order counts in while it is placed, freed and removed when it leaves
   * `placed`; absent on orders placed before emails and addresses were counted (their account's alone).
   */
  holders?: string[];
  /** Placed by a guest (an anonymous account): their mails point to the order lookup rather than to an account. */
  guest?: boolean;
  /** What it was charged; absent on orders from before delivery, tax and discounts (the books' sum, nothing else). */
  charges?: StoredCharges;
  invoice?: StoredInvoice;
  /**
   * The credit note that cancels the invoice of a shipped order refused at the door (decision 022), issued in the
   * cancelling commit. It credits the whole invoice, so its amounts are the order's charges as stored.
   */
  creditNote?: StoredInvoice;
  /** The books in a return that was not refused: each comes back once (decision 023). */
  returnedBookIds?: string[];
  /** The books received back: back on the shelf, out of the sales figures. */
  receivedBookIds?: string[];
  /** How many returns were asked for: the last one's place in its number. */
  returnCount?: number;
  refunds?: StoredRefund[];
  /** The refunds' sum: what the sales figures take off the order's total. */
  refundedCents?: number;
}

/** A refund recorded as a return's books were received. */
export interface StoredRefund {
  returnId: string;
  amountCents: number;
  method: RefundMethod;
  note: string;
  at: Timestamp;
  by: string;
  creditNote?: StoredCreditNote;
}

/**
 * The credit note a refund on an invoiced order issues (decision 023): a number of its own gapless yearly series,
 * the seller as the invoice keeps it, and what it credits, in cents, computed once in the refund's commit. Its
 * lines, delivery and tax less the adjustment add up to the refund; its date is the refund's.
 */
export interface StoredCreditNote {
  number: string;
  seller: InvoiceSeller;
  /** The books returned, each at what was paid for it before tax added on top. */
  lines: { title: string; amountCents: number }[];
  deliveryCents: number;
  /** The refund's share of the order's tax. */
  taxCents: number;
  /** What staff kept back when they lowered the refund below what was paid. */
  adjustmentCents: number;
}

/** What the order brought in, net of its refunds: what the sales figures count. */
export const netCentsOf = (order: Pick<OrderDocument, "totalCents" | "refundedCents">) =>
  order.totalCents - (order.refundedCents ?? 0);

/** "Returned" once every book came back, "Partly returned" once some did. */
export function returnStateOf(order: OrderDocument): OrderReturnState {
  const received = order.receivedBookIds?.length ?? 0;
  if (!received) return "none";
  return received >= order.productIds.length ? "returned" : "partly-returned";
}

const orderReturns = (data: OrderDocument) => ({
  returnState: returnStateOf(data),
  returnedBookIds: data.returnedBookIds ?? [],
  refunds: (data.refunds ?? []).map((refund) => ({
    returnId: refund.returnId,
    amount: refund.amountCents / 100,
    method: refund.method,
    at: refund.at.toDate().toISOString(),
    creditNote: refund.creditNote ? { number: refund.creditNote.number } : null,
  })),
});

/** Who changes an order, as the timeline names them. */
export const CUSTOMER = "customer";

export const statusOf = (order: OrderDocument): OrderStatus => order.status ?? "placed";

export const timelineOf = (order: OrderDocument): StoredTimelineEntry[] =>
  order.timeline ?? [{ status: "placed", at: order.createdAt, by: CUSTOMER }];

const dollars = (cents: number) => cents / 100;

/** The charges as the API shows them; an older order's are its books' sum, delivered for nothing, no tax line. */
export function chargesOf(data: OrderDocument): Charges {
  const stored = data.charges;
  if (!stored) {
    return {
      subtotal: dollars(data.totalCents),
      discount: null,
      delivery: { method: "", name: "", price: 0 },
      tax: null,
      total: dollars(data.totalCents),
    };
  }
  return {
    subtotal: dollars(stored.subtotalCents),
    discount: stored.discount && { code: stored.discount.code, amount: dollars(stored.discount.amountCents) },
    delivery: {
      method: stored.delivery.method,
      name: stored.delivery.name,
      price: dollars(stored.delivery.priceCents),
    },
    tax: { rate: stored.tax.rate, amount: dollars(stored.tax.amountCents), included: stored.tax.included },
    total: dollars(data.totalCents),
  };
}

/** A numbered document of the order as the API names it: its number and date, not the seller kept with it. */
const documentRef = (document?: StoredInvoice) =>
  document ? { number: document.number, issuedAt: document.issuedAt.toDate().toISOString() } : null;

export function toOrderFromDocument(id: string, data: OrderDocument): Order {
  return {
    _id: id,
    number: data.number ?? derivedOrderNumber(id),
    createdAt: data.createdAt.toDate().toISOString(),
    name: data.name,
    email: data.email,
    phone: data.phone,
    totalPrice: data.totalCents / 100,
    address: data.address,
    productIds: data.productIds,
    status: statusOf(data),
    items: (data.items ?? []).map(({ bookId, title, unitPriceCents }) => ({
      bookId,
      title,
      unitPrice: unitPriceCents / 100,
    })),
    timeline: timelineOf(data).map(({ status, at, by }) => ({ status, at: at.toDate().toISOString(), by })),
    charges: chargesOf(data),
    invoice: documentRef(data.invoice),
    creditNote: documentRef(data.creditNote),
    ...orderReturns(data),
  };
}

export const toOrder = (snapshot: DocumentSnapshot): Order =>
  toOrderFromDocument(snapshot.id, snapshot.data() as OrderDocument);

export const timelineEntry = (status: OrderStatus, by: string, at = Timestamp.now()): StoredTimelineEntry => ({
  status,
  at,
  by,
});

/** total = subtotal − discount + delivery (+ tax when the prices exclude it). */
export const chargedTotalCents = ({ subtotalCents, discount, delivery, tax }: StoredCharges) =>
  subtotalCents - (discount?.amountCents ?? 0) + delivery.priceCents + (tax.included ? 0 : tax.amountCents);

/** A book as an order line is made from it: its price then, its genre for the figures. */
export interface OrderedBook {
  id: string;
  title: string;
  newPrice: number;
  category: Category;
}

/**
 * An order as the API stores it, for orders written around the API (the seed's demo orders, tests' and
 * benchmarks' dated orders): placed at the timeline's first entry, in the status of its last.
 */
export function storedOrder({
  shopper,
  books,
  timeline,
  charges,
}: {
  shopper: Pick<OrderDocument, "uid" | "email" | "name" | "phone" | "address">;
  books: readonly OrderedBook[];
  timeline: StoredTimelineEntry[];
  /** What it was charged (an order placed with delivery, tax and discounts); none: an order from before them. */
  charges?: StoredCharges;
}): OrderDocument {
  const items = books.map((book) => ({
    bookId: book.id,
    title: book.title,
    unitPriceCents: Math.round(book.newPrice * 100),
    category: book.category,
  }));
  const booksCents = items.reduce((sum, item) => sum + item.unitPriceCents, 0);
  return {
    ...shopper,
    productIds: items.map((item) => item.bookId),
    totalCents: charges ? chargedTotalCents(charges) : booksCents,
    ...(charges ? { charges } : {}),
    createdAt: timeline[0]!.at,
    status: timeline.at(-1)!.status,
    items,
    timeline,
    updatedAt: timeline.at(-1)!.at,
  };
}
