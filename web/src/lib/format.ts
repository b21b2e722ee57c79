// Prices are shown with a $ sign and 2 decimals (product §1): written once, for the app and the pages the
// function renders.
export { formatPrice } from "@bookstore/schema/price";
export { formatDate } from "@bookstore/views/format";

/** product §9: card descriptions are cut at 80 characters, followed by an ellipsis when longer. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** "1 book", "12 books". */
export const bookCount = (count: number) => `${count} ${count === 1 ? "book" : "books"}`;

/** A moment (an order's status change) in the shopper's own locale and time zone, to the minute. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
