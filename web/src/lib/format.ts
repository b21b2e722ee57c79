// Not Intl.NumberFormat: the first Intl formatter a page builds initialises ICU's locale data, 20–35 ms of
// main-thread time on a laptop (4 times that on a mid-range phone) in the middle of the home page's first render.
// Every amount the store shows is whole cents (the schema refuses fractions of a cent, sums are made in cents),
// and for those toFixed(2) writes exactly what en-US dollars would ("$1,234.50"); the unit test compares them.

/** Prices are shown with a $ sign and 2 decimals (product §1), thousands grouped. */
export function formatPrice(amount: number): string {
  const [whole = "", cents = ""] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}$${grouped}.${cents}`;
}

/** product §9: card descriptions are cut at 80 characters, followed by an ellipsis when longer. */
export const DESCRIPTION_PREVIEW_LENGTH = 80;

export function truncate(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** "1 book", "12 books". */
export const bookCount = (count: number) => `${count} ${count === 1 ? "book" : "books"}`;

/** Dates are shown in the shopper's own locale and time zone (product §2: "local date from createdAt"). */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : date.toLocaleDateString();
}

/** A moment (an order's status change) in the shopper's own locale and time zone, to the minute. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
