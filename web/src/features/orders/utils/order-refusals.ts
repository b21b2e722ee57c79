// How the store refuses an order over the books themselves (the page shows what changed) or over the account's
// limits (the form shows the store's message).
import { DISCOUNT_REFUSALS, type RefusedBook } from "@bookstore/schema";
import { ApiError } from "@/lib/api-client";

const BOOK_REFUSALS = ["price-changed", "out-of-stock", "unknown-books"] as const;

export interface BooksRefusal {
  code: (typeof BOOK_REFUSALS)[number];
  books: RefusedBook[];
}

export const isBookRefusal = (code: string): code is BooksRefusal["code"] =>
  (BOOK_REFUSALS as readonly string[]).includes(code);

/** Refusals for what the account already holds (SHOPPER_LIMITS): the store's message says which limit and why. */
export const SHOPPER_LIMIT_REFUSALS: readonly string[] = ["title-copy-limit", "placed-order-limit"];

/** A discount code that does not apply to the order: the store's message says why (expired, used up, …). */
export const isDiscountRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (DISCOUNT_REFUSALS as readonly string[]).includes(error.code);

/** What the shopper is told about the code they typed: applied, or why not. */
export interface CodeNote {
  applied: boolean;
  text: string;
}
