import type { OrderDocument, StoredCreditNote, StoredItem } from "../orders";

// What a return gives back, kept apart from Firestore so its rules are tested on their own (decision 023).

/**
 * What the shopper paid for one line: its price less its share of the discount, plus its share of the tax when
 * the tax was added on top (tax included in the prices is inside the price already). A legacy order's line is
 * its price.
 */
export function paidForLine(order: Pick<OrderDocument, "charges">, item: StoredItem): number {
  const taxAdded = order.charges && !order.charges.tax.included ? (item.taxCents ?? 0) : 0;
  return item.unitPriceCents - (item.discountCents ?? 0) + taxAdded;
}

type RefundedOrder = Pick<OrderDocument, "charges" | "items" | "productIds" | "receivedBookIds">;

/**
 * The most a return of `bookIds` gives back, in cents: what was paid for those books, and the delivery too when
 * they are the last of the order's books to come back (every book received then).
 */
export function refundableCents(order: RefundedOrder, bookIds: readonly string[]): number {
  return (
    returnedItems(order, bookIds).reduce((sum, item) => sum + paidForLine(order, item), 0) +
    deliveryBack(order, bookIds)
  );
}

const returnedItems = (order: RefundedOrder, bookIds: readonly string[]) => {
  const returning = new Set(bookIds);
  return (order.items ?? []).filter((item) => returning.has(item.bookId));
};

/** The delivery, given back with the last of the order's books (every book received then); else nothing. */
function deliveryBack(order: RefundedOrder, bookIds: readonly string[]): number {
  const received = new Set([...(order.receivedBookIds ?? []), ...bookIds]);
  const everyBook = order.productIds.every((id) => received.has(id));
  return everyBook ? (order.charges?.delivery.priceCents ?? 0) : 0;
}

/**
 * What the credit note of a refund of `amountCents` for `bookIds` credits, in cents: each book at what was paid
 * for it before tax added on top, the delivery when it is given back, and the refund's tax share. A refund lowered
 * by staff takes the books' tax shares in proportion, and the rest of what was kept back is the adjustment, so the
 * lines add up to the refund exactly.
 */
export function creditNoteOf(
  order: RefundedOrder,
  bookIds: readonly string[],
  amountCents: number,
): Omit<StoredCreditNote, "number" | "seller"> {
  const items = returnedItems(order, bookIds);
  const lines = items.map((item) => ({
    title: item.title,
    amountCents: item.unitPriceCents - (item.discountCents ?? 0),
  }));
  const deliveryCents = deliveryBack(order, bookIds);
  const most = refundableCents(order, bookIds);
  const taxShares = items.reduce((sum, item) => sum + (item.taxCents ?? 0), 0);
  const taxCents = amountCents === most ? taxShares : Math.round((taxShares * amountCents) / most);
  const taxAdded = order.charges && !order.charges.tax.included ? taxCents : 0;
  const credited = lines.reduce((sum, line) => sum + line.amountCents, 0) + deliveryCents + taxAdded;
  return { lines, deliveryCents, taxCents, adjustmentCents: credited - amountCents };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the order was delivered: its timeline's delivered entry; undefined when it was not. */
export const deliveredAt = (order: Pick<OrderDocument, "timeline">): Date | undefined =>
  order.timeline
    ?.filter((entry) => entry.status === "delivered")
    .at(-1)
    ?.at.toDate();

/** Whether `now` is still within `days` of the delivery. */
export const withinWindow = (delivered: Date, days: number, now: Date) =>
  now.getTime() - delivered.getTime() <= days * DAY_MS;
