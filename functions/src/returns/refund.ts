import type { OrderDocument, StoredItem } from "../orders";

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

/**
 * The most a return of `bookIds` gives back, in cents: what was paid for those books, and the delivery too when
 * they are the last of the order's books to come back (every book received then).
 */
export function refundableCents(
  order: Pick<OrderDocument, "charges" | "items" | "productIds" | "receivedBookIds">,
  bookIds: readonly string[],
): number {
  const returning = new Set(bookIds);
  const books = (order.items ?? [])
    .filter((item) => returning.has(item.bookId))
    .reduce((sum, item) => sum + paidForLine(order, item), 0);
  const received = new Set([...(order.receivedBookIds ?? []), ...bookIds]);
  const everyBook = order.productIds.every((id) => received.has(id));
  return books + (everyBook ? (order.charges?.delivery.priceCents ?? 0) : 0);
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
