import type { Book, BookFormat, ValidBookInput } from "@bookstore/schema";
import { authorSlug, titleSortKey } from "@bookstore/schema";
import { FieldValue, type DocumentData, type DocumentSnapshot, type Timestamp } from "firebase-admin/firestore";
import { searchTokens } from "./search-tokens";

export const BOOKS = "books";

/** The details a book may have; a detail that is not known is not stored at all. */
export const DETAIL_FIELDS = ["isbn", "publisher", "publishedYear", "pages", "language", "format"] as const;
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

/** A book as stored: createdAt is a Firestore Timestamp so it orders and ranges natively. */
export interface BookDocument extends DerivedFields {
  title: string;
  author?: string;
  description: string;
  category: Book["category"];
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  coverImage: string;
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
  createdAt: Timestamp;
  updatedAt?: Timestamp;
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
export const stockFields = (stock: number) => ({ stock, inStock: stock > 0 });

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
    stock: counted?.stock ?? data.stock ?? 0,
    createdAt: data.createdAt.toDate().toISOString(),
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
  return { ...editable, ...detailsOf(input), createdAt, ...derivedFields(editable) };
}

/** A change to a stored book: new values, or null for a detail that is removed. Fields left out keep theirs. */
export type BookChange = Partial<Omit<BookDocument, DetailField>> & {
  [Field in DetailField]?: BookDocument[Field] | null;
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
