// The contract's plain values, importable without zod (`@bookstore/schema/constants`): the storefront's first
// load uses them and must not pull the validation library in with them.

/** The fixed catalog categories (product §3). Stored lowercase; the form's empty option counts as missing. */
export const CATEGORIES = ["business", "technology", "fiction", "horror", "adventure"] as const;
export type Category = (typeof CATEGORIES)[number];

/** How a book is sold. */
export const BOOK_FORMATS = ["paperback", "hardcover", "ebook"] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

/**
 * The orders a catalog page can come in; newest first unless asked otherwise ("rating": highest average first,
 * "bestselling": most copies sold in orders not cancelled first, newest first among equals).
 */
export const BOOK_SORTS = ["newest", "price-asc", "price-desc", "title", "rating", "bestselling"] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

// Generous but finite: long enough for any real blurb, short enough that one request can't bloat a document.
export const LIMITS = {
  title: 200,
  author: 120,
  description: 5000,
  coverImage: 2048,
  publisher: 120,
  /** People besides the author (co-authors, translators, illustrators) a book names. */
  contributors: 20,
  language: 40,
  maxPrice: 100_000,
  maxStock: 1_000_000,
  maxPages: 100_000,
  /** Printing with movable type in Europe: no book in a shop's catalog is older. */
  firstYear: 1450,
} as const;

/**
 * The longest author's address (/authors/:slug, `?author=`) the store looks up: room for any author's name
 * (accents may lengthen it), and far under the size Firestore refuses in a query.
 */
export const MAX_AUTHOR_SLUG = LIMITS.author * 2;

/** At this many copies or fewer the storefront says 'Only N left' and the admin marks the stock as low. */
export const LOW_STOCK = 3;

/** What a shopper is told about a book's stock: nothing while plenty is left. */
export function stockNotice(stock: number): string | undefined {
  if (stock <= 0) return "Out of stock";
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return undefined;
}

/** Paging of GET /api/books/. Offsets are capped because Firestore bills skipped documents as reads. */
export const BOOK_PAGE = {
  defaultLimit: 20,
  maxLimit: 100,
  maxOffset: 100,
  maxQuery: 100,
  /** A page says how many books match up to this many; past it, only that there are more (a count costs a read per 1,000). */
  maxCount: 1000,
} as const;

export const ORDER_LIMITS = { name: 120, phone: 32, addressPart: 120, maxItems: 100 } as const;

/**
 * What one account may hold in orders still `placed` (not yet shipped). Cash on delivery costs nothing up front:
 * without a cap, one account could take a book's whole stock and leave it unpaid.
 */
export const SHOPPER_LIMITS = { copiesPerTitle: 5, placedOrders: 10 } as const;

/** Lifetime of an admin token, shared by the server (JWT exp) and the client (auto logout): product §9. */
export const ADMIN_TOKEN_TTL_SECONDS = 3600;

/**
 * A shopper's wishlist: bounded so one account's list (and the read that counts what is back in stock) stays a
 * few hundred small documents; paged like the catalog.
 */
export const WISHLIST = { maxBooks: 500, defaultLimit: 20, maxLimit: 100 } as const;

/** Addresses a shopper keeps for checkout: a handful is all anyone ships to. */
export const SAVED_ADDRESSES = { max: 10 } as const;

/**
 * Reviews (decision 013): a star rating and an optional text, at most one per shopper and book, written only by a
 * shopper with a delivered order holding the book. Pages are short: the book page shows a few and loads more.
 */
export const REVIEWS = { minRating: 1, maxRating: 5, maxText: 2000, defaultLimit: 10, maxLimit: 50 } as const;

/** The stars a review can give, lowest first. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/**
 * Deleting an account (DELETE /api/me) needs a sign-in this recent (the ID token's `auth_time`): a session left
 * open on a shared computer cannot delete anyone. Past it the API answers 401 with `REAUTH_REQUIRED` as the code,
 * and the page asks for the password again.
 */
export const ACCOUNT_DELETION = { maxSignInAgeSeconds: 5 * 60 } as const;
export const REAUTH_REQUIRED = "reauth-required";

/** The download name of GET /api/me/export: `bookstore-data-YYYY-MM-DD.json`, the date in UTC. */
export const accountExportFileName = (at: Date) => `bookstore-data-${at.toISOString().slice(0, 10)}.json`;
