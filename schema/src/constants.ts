// The contract's plain values, importable without zod (`@bookstore/schema/constants`): the storefront's first
// load uses them and must not pull the validation library in with them.

/** The fixed catalog categories (product §3). Stored lowercase; the form's empty option counts as missing. */
export const CATEGORIES = ["business", "technology", "fiction", "horror", "adventure"] as const;
export type Category = (typeof CATEGORIES)[number];

// Generous but finite: long enough for any real blurb, short enough that one request can't bloat a document.
export const LIMITS = {
  title: 200,
  author: 120,
  description: 5000,
  coverImage: 2048,
  maxPrice: 100_000,
  maxStock: 1_000_000,
} as const;

/** At this many copies or fewer the storefront says 'Only N left' and the admin marks the stock as low. */
export const LOW_STOCK = 3;

/** What a shopper is told about a book's stock: nothing while plenty is left. */
export function stockNotice(stock: number): string | undefined {
  if (stock <= 0) return "Out of stock";
  if (stock <= LOW_STOCK) return `Only ${stock} left`;
  return undefined;
}

/** Paging of GET /api/books/. Offsets are capped because Firestore bills skipped documents as reads. */
export const BOOK_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100, maxQuery: 100 } as const;

export const ORDER_LIMITS = { name: 120, phone: 32, addressPart: 120, maxItems: 100 } as const;

/** Paging of the admin's order list (GET /api/orders/). */
export const ORDER_PAGE = { defaultLimit: 20, maxLimit: 100, maxQuery: 254 } as const;

/** Lifetime of an admin token, shared by the server (JWT exp) and the client (auto logout): product §9. */
export const ADMIN_TOKEN_TTL_SECONDS = 3600;
