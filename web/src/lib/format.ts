// Prices are shown with a $ sign and 2 decimals (product §1): written once, for the app and the pages the
// function renders.
export { formatPrice } from "@bookstore/schema/price";
export { bookCount, formatDate, truncate } from "@bookstore/views/format";

/** A moment (an order's status change) in the shopper's own locale and time zone, to the minute. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
