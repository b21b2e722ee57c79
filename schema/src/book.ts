import { z } from "zod";

/** The fixed catalog categories (SPEC §3). Stored lowercase; the form's empty option counts as missing. */
export const CATEGORIES = ["business", "technology", "fiction", "horror", "adventure"] as const;
export type Category = (typeof CATEGORIES)[number];

// Generous but finite: long enough for any real blurb, short enough that one request can't bloat a document.
export const LIMITS = {
  title: 200,
  author: 120,
  description: 5000,
  coverImage: 2048,
  maxPrice: 100_000,
} as const;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

// 19.99 * 100 is 1998.9999999999998 in binary floating point: compare with a tolerance far below a cent.
const hasWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/**
 * Prices arrive as numbers from JSON clients but as strings from HTML number inputs (SPEC §5: "converted to
 * numbers"). Accept both, reject anything that is not a finite, non-negative amount with at most cents.
 */
export const price = (field: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: `${field} must be a number` })
      .finite(`${field} must be a number`)
      .min(0, `${field} must not be negative`)
      .max(LIMITS.maxPrice, `${field} must be at most ${LIMITS.maxPrice}`)
      // Orders add prices up in integer cents; a fraction of a cent would be silently rounded there.
      .refine(hasWholeCents, `${field} must have at most 2 decimals`),
  );

export const categorySchema = z.enum(CATEGORIES, { error: "Category is required" });

/** What the admin sends to create or edit a book. Unknown keys are refused, so nothing unexpected is stored. */
export const bookInputSchema = z.strictObject({
  title: requiredText("Title", LIMITS.title),
  author: z.string().trim().max(LIMITS.author).optional(),
  description: requiredText("Description", LIMITS.description),
  category: categorySchema,
  trending: z.boolean().optional().default(false),
  oldPrice: price("Old price"),
  newPrice: price("New price"),
  coverImage: z.string().trim().max(LIMITS.coverImage).optional().default(""),
});
export type BookInput = z.input<typeof bookInputSchema>;
export type ValidBookInput = z.output<typeof bookInputSchema>;

/** A book as the API returns it (SPEC §3). `_id` keeps the original Mongo-style name the SPA expects. */
export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string().optional(),
  description: z.string(),
  category: categorySchema,
  trending: z.boolean(),
  oldPrice: z.number(),
  newPrice: z.number(),
  coverImage: z.string(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

export const BOOK_PAGE = { defaultLimit: 20, maxLimit: 100, maxOffset: 100, maxQuery: 100 } as const;

const queryInt = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * Optional parameters of GET /api/books/. Without any, the API answers the whole catalog (SPEC §7); with any,
 * one page `{ books, nextCursor }`, so the storefront downloads only what it shows. Offsets are capped because
 * Firestore bills skipped documents as reads; deeper pages use the cursor.
 */
export const bookListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  q: z.string().trim().min(1).max(BOOK_PAGE.maxQuery).optional(),
  limit: queryInt(BOOK_PAGE.maxLimit).pipe(z.number().min(1)).optional(),
  offset: queryInt(BOOK_PAGE.maxOffset).optional(),
  cursor: z.string().max(300).regex(/^[A-Za-z0-9_-]+$/, "Not a valid cursor").optional(),
});
export type BookListQuery = z.infer<typeof bookListQuerySchema>;

export const bookPageSchema = z.object({ books: z.array(bookSchema), nextCursor: z.string().nullable() });
export type BookPage = z.infer<typeof bookPageSchema>;
