import { z } from "./zod";
import { BOOK_PAGE, CATEGORIES, LIMITS } from "./constants";
import { coverImageSchema } from "./cover";
import { cursorSchema } from "./id";
import { requiredText, text } from "./text";

// 19.99 * 100 is 1998.9999999999998 in binary floating point: a tolerance far below what any typed amount
// could differ by (19.999999999 is 1e-7 cents away and refused), so only true two-decimal amounts pass.
const hasWholeCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-8;
// How HTML number inputs send an amount: plain decimal digits. No exponent, hex, "+" or "Infinity".
const DECIMAL_AMOUNT = /^-?\d{1,9}(?:\.\d+)?$/;

/**
 * Prices arrive as numbers from JSON clients but as strings from HTML number inputs (product §5: "converted to
 * numbers"). Either must be a plain amount with at most two decimals; the stored value is that amount exactly
 * (0.1 + 0.2 is stored as 0.3), so what is stored, shown and charged is one number.
 */
export const price = (field: string) => amount(field, LIMITS.maxPrice);

/** A plain amount of money up to `max`, in whole cents (a price, or an order's total). */
export const amount = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && DECIMAL_AMOUNT.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: `${field} must be a number` })
      .finite(`${field} must be a number`)
      .min(0, `${field} must not be negative`)
      .max(max, `${field} must be at most ${max}`)
      .refine(hasWholeCents, `${field} must have at most 2 decimals`)
      .transform((amount) => Math.round(amount * 100) / 100),
  );

/** Copies on the shelf: a whole number, sent as a number (JSON) or a string (HTML number inputs). */
export const stockSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value),
  z
    .number({ error: "Stock must be a whole number" })
    .int("Stock must be a whole number")
    .min(0, "Stock must not be negative")
    .max(LIMITS.maxStock, `Stock must be at most ${LIMITS.maxStock}`),
);

export const categorySchema = z.enum(CATEGORIES, { error: "Category is required" });

/** What the admin sends to create or edit a book. Unknown keys are refused, so nothing unexpected is stored. */
export const bookInputSchema = z.strictObject({
  title: requiredText("Title", LIMITS.title),
  author: text("Author", LIMITS.author).trim().optional(),
  description: requiredText("Description", LIMITS.description),
  category: categorySchema,
  trending: z.boolean().optional().default(false),
  oldPrice: price("Old price"),
  newPrice: price("New price"),
  coverImage: coverImageSchema.optional().default(""),
  // Optional for older clients: a new book then starts with none, an edit keeps the stored count.
  stock: stockSchema.optional(),
});
export type BookInput = z.input<typeof bookInputSchema>;
export type ValidBookInput = z.output<typeof bookInputSchema>;

/** A book as the API returns it (product §3). `_id` keeps the original Mongo-style name the SPA expects. */
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
  /** Copies that can still be sold. */
  stock: z.number(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

const queryInt = (max: number) => z.coerce.number().int().min(0).max(max);

/**
 * Optional parameters of GET /api/books/. Without any, the API answers the whole catalog (product §7); with any,
 * one page `{ books, nextCursor }`, so the storefront downloads only what it shows. Offsets are capped because
 * Firestore bills skipped documents as reads; deeper pages use the cursor.
 */
export const bookListQuerySchema = z.strictObject({
  category: categorySchema.optional(),
  q: text("Search", BOOK_PAGE.maxQuery).trim().min(1, "Search is required").optional(),
  limit: queryInt(BOOK_PAGE.maxLimit).pipe(z.number().min(1)).optional(),
  offset: queryInt(BOOK_PAGE.maxOffset).optional(),
  cursor: cursorSchema.optional(),
});
export type BookListQuery = z.infer<typeof bookListQuerySchema>;

export const bookPageSchema = z.object({ books: z.array(bookSchema), nextCursor: z.string().nullable() });
export type BookPage = z.infer<typeof bookPageSchema>;
