import type { Book, BookFormat, Cover, ValidBookInput } from "@bookstore/schema";
import { authorSlug, titleSortKey } from "@bookstore/schema";
import { FieldValue, type DocumentData, type DocumentSnapshot, type Timestamp } from "firebase-admin/firestore";
import { NO_STARS, ratingFields, summaryOf, type RatingFields } from "../lib/book-rating";
import { searchTokens } from "../lib/search-tokens";
import type { StoredCover } from "../lib/cover-cleanup";

export type { StoredCover } from "../lib/cover-cleanup";

export const BOOKS = "books";
/** Each uploaded cover's widths, one document per width under its book: `books/{id}/coverVariants/{hash}-{width}`. */
export const COVER_VARIANTS = "coverVariants";

/** The public address of one of a book's cover variants (served by GET /api/covers/...). */
export const coverVariantUrl = (bookId: string, name: string) => `/api/covers/${bookId}/${name}.webp`;

/** The cover fields of a book answer: its widths at their public addresses. */
export const toCover = (bookId: string, cover: StoredCover): Cover => ({
  width: cover.width,
  height: cover.height,
  color: cover.color,
  variants: cover.variants.map(({ width, name }) => ({ width, url: coverVariantUrl(bookId, name) })),
});

/** The details a book may have; a detail that is not known is not stored at all. */
export const DETAIL_FIELDS = [
  "contributors",
  "isbn",
  "publisher",
  "publishedYear",
  "pages",
  "language",
  "format",
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** What the catalog's queries read, computed from the fields a person edits and rewritten with them. */
export interface DerivedFields {
  /** Word prefixes of title, author and category, for search (see search-tokens.ts). */
  searchTokens: string[];
  /** The title's words, for the "title" sort. */
  titleSort: string;
  /** The author's address (/authors/:slug); absent for a book without an author. */
  authorSlug?: string;
  /** stock > 0, so "in stock only" is an equality filter that combines with every sort. */
  inStock: boolean;
}

/** At this many copies or fewer a title is running low: the shop is told once each time it falls this far. */
export const LOW_STOCK = 3;

/** On a book: the shop's low-stock notices, so each fall to LOW_STOCK is told once. */
export interface LowStockFields {
  /** The shop was told the book ran low, and its stock has not been above LOW_STOCK since. */
  lowStock?: boolean;
  /** How many times it was told: each notice's mail is named after its count. */
  lowStockAlerts?: number;
  /** How many times it came back from sold out: each return's mails to its wishers are named after its count. */
  restocks?: number;
}

/** The fields that tell the shop of a fall to LOW_STOCK, when `stock` is one it was not told of yet. */
export const lowStockAlert = (book: LowStockFields, stock: number) =>
  stock <= LOW_STOCK && book.lowStock !== true
    ? { lowStock: true, lowStockAlerts: (book.lowStockAlerts ?? 0) + 1 }
    : undefined;

/**
 * A book as stored: createdAt is a Firestore Timestamp so it orders and ranges natively. The rating fields are
 * written only by review changes (lib/book-rating.ts); books stored before reviews existed have none until
 * `maintain upgrade` gives them an empty rating.
 */
export interface BookDocument extends DerivedFields, Partial<RatingFields>, LowStockFields {
  title: string;
  author?: string;
  description: string;
  category: Book["category"];
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  /** For an uploaded cover, the address of its largest width (so readers of coverImage alone show it). */
  coverImage: string;
  /** An uploaded cover; always written together with its variants and coverImage. */
  cover?: StoredCover;
  /**
   * Copies on the shelf. Books stored before stock existed have none: they sell nothing until given some. Once a
   * book's copies are in shards (`stockShards`), this is the catalog's figure of their sum, brought up to date
   * after each order and cancellation (stock.repository.ts); the book's own answer sums the shards.
   */
  stock?: number;
  /**
   * How many shards (`books/<id>/stock/<n>`) hold the copies; absent while `stock` itself holds them, until the
   * first order spreads them (docs/decisions/015-stock-shards.md).
   */
  stockShards?: number;
  /**
   * Copies sold in orders not cancelled (placed, shipped or delivered), for the "bestselling" sort. Like `stock`,
   * the catalog's figure of the shards' own count (`sold`) once the book is sharded; books stored before it have
   * none, and so no place in that sort, until `maintain recount-stats` counts it from the orders.
   */
  soldCount?: number;
  createdAt: Timestamp;
  updatedAt?: Timestamp;
  /** Everyone the book names besides its author; absent when none. */
  contributors?: string[];
  /** 13 digits; unique in the catalog (see isbn-claims.ts). */
  isbn?: string;
  publisher?: string;
  publishedYear?: number;
  pages?: number;
  language?: string;
  format?: BookFormat;
}

type EditableFields = Pick<BookDocument, "title" | "author" | "category" | "stock">;

export function derivedFields(book: EditableFields): DerivedFields {
  const slug = book.author ? authorSlug(book.author) : "";
  return {
    searchTokens: searchTokens(book),
    titleSort: titleSortKey(book.title),
    ...(slug ? { authorSlug: slug } : {}),
    inStock: (book.stock ?? 0) > 0,
  };
}

/** A stock as stored, with the filter field that follows it: every write of a stock goes through here. */
export const stockFields = (stock: number) => ({
  stock,
  inStock: stock > 0,
  // Above the mark again: the next fall to it is told anew.
  ...(stock > LOW_STOCK ? { lowStock: false } : {}),
});

/** When a book last changed as an admin sees it (edits, imports, covers); its creation until its first change. */
export const changedAt = (data: Pick<BookDocument, "createdAt" | "updatedAt">): Timestamp =>
  data.updatedAt ?? data.createdAt;

/** The book as it is answered; `counted.stock` when the caller counted it (its shards' sum), else the stored figure. */
export function toBook(snapshot: DocumentSnapshot, counted?: { stock: number }): Book {
  const data = snapshot.data() as BookDocument;
  const book: Book = {
    _id: snapshot.id,
    title: data.title,
    ...(data.author ? { author: data.author } : {}),
    description: data.description,
    category: data.category,
    trending: data.trending,
    oldPrice: data.oldPrice,
    newPrice: data.newPrice,
    coverImage: data.coverImage,
    ...(data.cover ? { cover: toCover(snapshot.id, data.cover) } : {}),
    stock: counted?.stock ?? data.stock ?? 0,
    createdAt: data.createdAt.toDate().toISOString(),
    updatedAt: changedAt(data).toDate().toISOString(),
    rating: summaryOf(data.ratingStars),
  };
  for (const field of DETAIL_FIELDS) {
    if (data[field] !== undefined && data[field] !== null) Object.assign(book, { [field]: data[field] });
  }
  return book;
}

/** The details an input names: null (emptied) and undefined (not sent) both mean "none" for a new book. */
function detailsOf(input: Partial<Pick<ValidBookInput, DetailField>>): Partial<Pick<BookDocument, DetailField>> {
  const details: Partial<Record<DetailField, unknown>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== null) details[field] = value;
  }
  return details as Partial<Pick<BookDocument, DetailField>>;
}

export function toBookDocument(input: ValidBookInput, createdAt: Timestamp): BookDocument {
  const editable = {
    title: input.title,
    author: input.author,
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: input.coverImage,
    stock: input.stock ?? 0,
  };
  return {
    ...editable,
    ...detailsOf(input),
    createdAt,
    ...derivedFields(editable),
    ...ratingFields(NO_STARS),
    soldCount: 0,
  };
}

/** A change to a stored book: new values, or null for a detail that is removed. Fields left out keep theirs. */
export type BookChange = Partial<Omit<BookDocument, DetailField | "cover">> & {
  [Field in DetailField]?: BookDocument[Field] | null;
} & {
  /** null: the uploaded cover is removed (its variants are deleted with the change). */
  cover?: null;
};

/** The update that applies `change` to `current`: removed details deleted, the query fields computed anew. */
export function bookUpdate(current: BookDocument, change: BookChange, now: Timestamp): DocumentData {
  const derived = derivedFields({ ...current, ...change } as BookDocument);
  const removed = Object.entries(change).filter(([, value]) => value === null);
  return {
    ...change,
    ...Object.fromEntries(removed.map(([field]) => [field, FieldValue.delete()])),
    ...derived,
    ...(derived.authorSlug ? {} : { authorSlug: FieldValue.delete() }),
    updatedAt: now,
  };
}
