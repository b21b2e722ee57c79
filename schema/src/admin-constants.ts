// The admin's plain values, importable without zod (`@bookstore/schema/admin-constants`): cover uploads, book
// imports and the order desk. Apart from the storefront's constants, which every page's first load carries.

/**
 * Uploaded covers (PUT /api/books/:id/cover): what may be sent, and the widths the store keeps. Every width is
 * a WebP re-encoded from the decoded image, never the bytes as sent.
 */
export const COVER_UPLOAD = {
  types: ["image/jpeg", "image/png", "image/webp", "image/avif"],
  maxBytes: 10 * 1024 * 1024,
  widths: [160, 320, 640, 960],
} as const;

/**
 * CSV import of books: a file is checked whole before anything is written, then written in batches, so its size
 * is bounded by the function's memory and time, not by Firestore's 500 writes per commit.
 */
/**
 * One import's bounds. Lines count blank ones too (a quoted cell may span lines): a file of empty lines costs
 * parse time like any other, so it is refused before it is parsed.
 */
export const BOOK_IMPORT = { maxRows: 5000, maxLines: 20_000, maxBytes: 8 * 1024 * 1024 } as const;

/** The columns of a CSV export of books, in order; an import reads the same header (createdAt is ignored). */
export const BOOK_CSV_COLUMNS = [
  "id",
  "title",
  "author",
  "contributors",
  "description",
  "category",
  "trending",
  "oldPrice",
  "newPrice",
  "stock",
  "coverImage",
  "isbn",
  "publisher",
  "publishedYear",
  "pages",
  "language",
  "format",
  "createdAt",
] as const;
export type BookCsvColumn = (typeof BOOK_CSV_COLUMNS)[number];

/** Paging of the admin's order list (GET /api/orders/). */
export const ORDER_PAGE = { defaultLimit: 20, maxLimit: 100, maxQuery: 254 } as const;
