import { z } from "./zod";
import { BOOK_FORMATS, BOOK_PAGE, BOOK_SORTS, CATEGORIES, LIMITS, MAX_AUTHOR_SLUG } from "./constants";
import { coverImageSchema, coverSchema } from "./cover";
import { coverKind } from "./cover-kind";
import { cursorSchema } from "./id";
import { parseIsbn } from "./isbn";
import { requiredText, text } from "./text";
import { AUTHOR_SLUG } from "./words";

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

/** Nothing given (no key, null, an empty or blank cell or input): such a field is missing, not malformed. */
const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === "string" && input.trim() === "");

/** "New price is required" for a missing value, `wrong` for one that is there but not a number. */
const requiredOr = (field: string, wrong: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? `${field} is required` : wrong;

/** A plain amount of money up to `max`, in whole cents (a price, or an order's total). */
export const amount = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && DECIMAL_AMOUNT.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: requiredOr(field, `${field} must be a number`) })
      .finite(`${field} must be a number`)
      .min(0, `${field} must not be negative`)
      .max(max, `${field} must be at most ${max}`)
      .refine(hasWholeCents, `${field} must have at most 2 decimals`)
      .transform((amount) => Math.round(amount * 100) / 100),
  );

/**
 * A whole number sent as a number (JSON) or a string (HTML number inputs and CSV cells): plain digits only.
 */
const wholeNumber = (field: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: requiredOr(field, `${field} must be a whole number`) })
      .int(`${field} must be a whole number`)
      .min(min, min === 0 ? `${field} must not be negative` : `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`),
  );

/** Copies on the shelf. */
export const stockSchema = wholeNumber("Stock", 0, LIMITS.maxStock);

export const categorySchema = z.enum(CATEGORIES, { error: "Category is required" });

/** An ISBN as typed (ISBN-13 or ISBN-10, hyphens and spaces allowed), stored as its 13 digits. */
export const isbnSchema = z
  .string({ error: "ISBN must be text" })
  .max(32, "An ISBN has 13 digits (or 10, the last may be X)")
  .transform((value, ctx) => {
    const read = parseIsbn(value);
    if (read.ok) return read.isbn13;
    ctx.addIssue({ code: "custom", message: read.reason });
    return z.NEVER;
  });

/**
 * A book's optional details. Absent means "not sent": an edit keeps what is stored, so a client that knows
 * nothing of them (product §7's PUT) never erases them. Empty or null means "none": the forms and CSV files
 * send every field, and an emptied field clears it.
 */
const detail = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable()).optional();

/** The year, read when the form is sent: next year's books are announced before they are printed. */
const publishedYearSchema = wholeNumber("Published year", LIMITS.firstYear, 9999).refine(
  (year) => year <= new Date().getUTCFullYear() + 1,
  "Published year must not be more than a year ahead",
);

/** Everyone the book names besides its author, in order; an empty list is none. */
const contributorsSchema = z
  .array(requiredText("Contributor", LIMITS.author), { error: "Contributors must be a list of names" })
  .max(LIMITS.contributors, `A book names at most ${LIMITS.contributors} contributors`)
  .transform((names) => (names.length ? names : null));

const bookDetails = {
  contributors: detail(contributorsSchema),
  isbn: detail(isbnSchema),
  publisher: detail(requiredText("Publisher", LIMITS.publisher)),
  publishedYear: detail(publishedYearSchema),
  pages: detail(wholeNumber("Pages", 1, LIMITS.maxPages)),
  language: detail(requiredText("Language", LIMITS.language)),
  format: detail(z.enum(BOOK_FORMATS, { error: "Format must be paperback, hardcover or ebook" })),
};

/**
 * What the admin sends to create a book. Unknown keys are refused, so nothing unexpected is stored. Every new
 * book has an author; a stock left out (older clients) starts at none.
 */
export const bookInputSchema = z.strictObject({
  title: requiredText("Title", LIMITS.title),
  author: requiredText("Author", LIMITS.author),
  description: requiredText("Description", LIMITS.description),
  category: categorySchema,
  trending: z.boolean().optional().default(false),
  oldPrice: price("Old price"),
  newPrice: price("New price"),
  coverImage: coverImageSchema
    .refine((value) => coverKind(value) !== "upload", "A new book's cover is uploaded once the book exists")
    .optional()
    .default(""),
  stock: stockSchema.optional(),
  ...bookDetails,
});
export type BookInput = z.input<typeof bookInputSchema>;
export type ValidBookInput = z.output<typeof bookInputSchema>;

/**
 * What the admin sends to edit a book (product §7's PUT). Left out, the author, the stock and the details keep
 * what is stored. `expectedStock` is the stock the admin saw: orders change a stock while its form is open, so a
 * new stock is written only if the stock is still that one (409 stock-changed otherwise). `expectedUpdatedAt` is
 * the `updatedAt` of the book the admin's form showed: an import, a cover or another admin's save since then is
 * not silently undone (409 book-changed). Without it, the edit is written whatever changed meanwhile.
 */
export const bookEditSchema = bookInputSchema.extend({
  /** The address of the book's uploaded cover keeps it (the edit form sends back what it showed). */
  coverImage: coverImageSchema.optional().default(""),
  author: requiredText("Author", LIMITS.author).optional(),
  expectedStock: stockSchema.optional(),
  expectedUpdatedAt: z.iso
    .datetime({ offset: true, error: "expectedUpdatedAt must be the book's updatedAt as the API answered it" })
    .optional(),
  // Read-only, written by the store alone: a client that sends back the book as it read it may include them, and
  // they are ignored (only `expectedUpdatedAt` asks for the check).
  rating: z.unknown().optional(),
  updatedAt: z.unknown().optional(),
});
export type BookEdit = z.input<typeof bookEditSchema>;
export type ValidBookEdit = z.output<typeof bookEditSchema>;

/** What readers thought of a book: the average of its visible reviews' stars, to one decimal, and how many. */
export const ratingSummarySchema = z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A book as the API returns it (product §3). `_id` keeps the original Mongo-style name the SPA expects. */
export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Absent only on books stored before every book had one: shown as 'admin' (product §2). */
  author: z.string().optional(),
  description: z.string(),
  category: categorySchema,
  trending: z.boolean(),
  oldPrice: z.number(),
  newPrice: z.number(),
  /**
   * The cover's address for every older reader: an uploaded cover's largest width, an https address or a file
   * name among the covers the storefront ships, or empty.
   */
  coverImage: z.string(),
  /** An uploaded cover, with its widths (absent when the book has none). */
  cover: coverSchema.optional(),
  /** Copies that can still be sold. */
  stock: z.number(),
  createdAt: z.string(),
  /**
   * When the book was last changed by an edit, an import or its cover (its creation until then); orders moving
   * its stock and reviews moving its rating leave it. An edit sends it back as `expectedUpdatedAt`.
   */
  updatedAt: z.string(),
  /** Co-authors, translators, illustrators: everyone the book names besides its author. */
  contributors: z.array(z.string()).optional(),
  /** 13 digits. */
  isbn: z.string().optional(),
  publisher: z.string().optional(),
  publishedYear: z.number().optional(),
  pages: z.number().optional(),
  language: z.string().optional(),
  format: z.enum(BOOK_FORMATS).optional(),
  rating: ratingSummarySchema,
});
export type Book = z.infer<typeof bookSchema>;

const queryInt = (max: number) => z.coerce.number().int().min(0).max(max);
const queryPrice = (field: string) => price(field);

/**
 * Optional parameters of GET /api/books/. Without any, the API answers the whole catalog (product §7); with any,
 * one page `{ books, nextCursor, total }`, so the storefront downloads only what it shows. `q` matches words of
 * titles and author names (prefixes, any order) or one exact ISBN; `author` is an author's slug. Offsets are
 * capped because Firestore bills skipped documents as reads; deeper pages use the cursor.
 */
export const bookListQuerySchema = z
  .strictObject({
    category: categorySchema.optional(),
    q: text("Search", BOOK_PAGE.maxQuery).trim().min(1, "Search is required").optional(),
    author: z.string().max(MAX_AUTHOR_SLUG).regex(AUTHOR_SLUG, "Not an author's address").optional(),
    minPrice: queryPrice("Lowest price").optional(),
    maxPrice: queryPrice("Highest price").optional(),
    inStock: z.enum(["true", "false"], { error: "inStock must be true or false" }).optional(),
    sort: z
      .enum(BOOK_SORTS, { error: "Sort must be newest, price-asc, price-desc, title, rating or bestselling" })
      .optional(),
    limit: queryInt(BOOK_PAGE.maxLimit).pipe(z.number().min(1)).optional(),
    offset: queryInt(BOOK_PAGE.maxOffset).optional(),
    cursor: cursorSchema.optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: "The lowest price must not be above the highest",
    path: ["minPrice"],
  })
  .refine((query) => query.author === undefined || (query.q === undefined && query.category === undefined), {
    message: "An author's books are listed without a search or a category",
    path: ["author"],
  });
export type BookListQuery = z.input<typeof bookListQuerySchema>;
export type ValidBookListQuery = z.output<typeof bookListQuerySchema>;

export const bookPageSchema = z.object({
  books: z.array(bookSchema),
  nextCursor: z.string().nullable(),
  /**
   * How many books match, on a first page (no cursor), up to BOOK_PAGE.maxCount; null when there are more, when
   * it is not a first page, or when it cannot be counted without reading the books (a search of several words is
   * narrowed as it is read).
   */
  total: z.number().nullable().optional(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** POST /api/books/import?dryRun=true checks a file and answers what it would change, writing nothing. */
export const bookImportQuerySchema = z.strictObject({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false" }).optional(),
});

/** A row of a CSV import that cannot be imported, and why (rows count from 1, the header not included). */
export const importErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/**
 * The answer of POST /api/books/import: what was (or, in a dry run, would be) created and updated. A file with
 * any error writes nothing. `unchanged` rows already match the catalog.
 */
export const importResultSchema = z.object({
  dryRun: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
