// How the store refuses an order over the books themselves (the page shows what changed) or over the account's
// limits (the form shows the store's message).
import type { RefusedBook } from "@bookstore/schema";

const BOOK_REFUSALS = ["price-changed", "out-of-stock", "unknown-books"] as const;

export interface BooksRefusal {
  code: (typeof BOOK_REFUSALS)[number];
  books: RefusedBook[];
}

export const isBookRefusal = (code: string): code is BooksRefusal["code"] =>
  (BOOK_REFUSALS as readonly string[]).includes(code);

/** Refusals for what the account already holds (SHOPPER_LIMITS): the store's message says which limit and why. */
export const SHOPPER_LIMIT_REFUSALS: readonly string[] = ["title-copy-limit", "placed-order-limit"];
