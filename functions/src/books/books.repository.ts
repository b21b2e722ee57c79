import type { Book, BookListQuery, BookPage, ValidBookInput } from "@bookstore/schema";
import { BOOK_PAGE } from "@bookstore/schema";
import { FieldPath, Timestamp, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import { decodeCursor, encodeCursor, positionOf } from "../lib/cursor";
import { db } from "../lib/firestore";
import { catalogChanged } from "./catalog-version";
import { queryTerms, searchTokens } from "./search-tokens";

export const BOOKS = "books";

/** A book as stored: createdAt is a Firestore Timestamp so it orders and ranges natively. */
export interface BookDocument {
  title: string;
  author?: string;
  description: string;
  category: Book["category"];
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  coverImage: string;
  /** Copies on the shelf. Books stored before stock existed have none: they sell nothing until given some. */
  stock?: number;
  createdAt: Timestamp;
  updatedAt?: Timestamp;
  /** Word prefixes of title, author and category, for search (see search-tokens.ts). Never sent to clients. */
  searchTokens: string[];
}

const booksCollection = () => db().collection(BOOKS);

export function toBook(snapshot: DocumentSnapshot): Book {
  const data = snapshot.data() as BookDocument;
  return {
    _id: snapshot.id,
    title: data.title,
    ...(data.author ? { author: data.author } : {}),
    description: data.description,
    category: data.category,
    trending: data.trending,
    oldPrice: data.oldPrice,
    newPrice: data.newPrice,
    coverImage: data.coverImage,
    stock: data.stock ?? 0,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

export function toBookDocument(input: ValidBookInput, createdAt: Timestamp): BookDocument {
  return {
    title: input.title,
    ...(input.author ? { author: input.author } : {}),
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: input.coverImage,
    stock: input.stock ?? 0,
    createdAt,
    searchTokens: searchTokens(input),
  };
}

export async function listBooks(): Promise<Book[]> {
  const snapshot = await booksCollection().orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toBook);
}

// A multi-word search reads the books matching its longest word in batches and keeps those holding every
// other word. The budget bounds one page's cost (reads are billed) when the other words are rare.
const SEARCH_BATCH = 100;
const SEARCH_SCAN_BUDGET = 500;

/**
 * One page of the newest-first catalog, optionally of one category or matching a search. Reads at most
 * offset + limit + 1 documents whatever the catalog's size (the extra one tells whether another page exists);
 * a search of several words reads at most SEARCH_SCAN_BUDGET, and may then answer a short page with a cursor.
 */
export async function listBookPage(params: BookListQuery): Promise<BookPage> {
  const limit = params.limit ?? BOOK_PAGE.defaultLimit;
  const [firstTerm, ...otherTerms] = params.q ? queryTerms(params.q).sort((a, b) => b.length - a.length) : [];
  if (params.q && !firstTerm) return { books: [], nextCursor: null };

  let query: Query = booksCollection();
  if (params.category) query = query.where("category", "==", params.category);
  if (firstTerm) query = query.where("searchTokens", "array-contains", firstTerm);
  query = query.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  // Firestore allows one array-contains per query: the other words are checked here.
  const hasOtherTerms = (doc: DocumentSnapshot) => {
    const tokens = doc.get("searchTokens") as string[] | undefined;
    return otherTerms.every((term) => tokens?.includes(term));
  };

  const wanted = limit + 1;
  const batchSize = otherTerms.length ? Math.max(wanted, SEARCH_BATCH) : wanted;
  const found: DocumentSnapshot[] = [];
  let after = params.cursor ? decodeCursor(params.cursor) : undefined;
  let scanned = 0;
  let exhausted = false;
  while (found.length < wanted && !exhausted && scanned < SEARCH_SCAN_BUDGET) {
    let batch = query;
    if (after) batch = batch.startAfter(...after);
    if (params.offset && scanned === 0) batch = batch.offset(params.offset);
    const snapshot = await batch.limit(batchSize).get();
    scanned += snapshot.size;
    exhausted = snapshot.size < batchSize;
    for (const doc of snapshot.docs) {
      after = positionOf(doc);
      if (!hasOtherTerms(doc)) continue;
      found.push(doc);
      if (found.length === wanted) break;
    }
  }

  const page = found.slice(0, limit);
  if (found.length > limit) return { books: page.map(toBook), nextCursor: encodeCursor(...positionOf(page.at(-1)!)) };
  // Fewer than a page: either the end of the catalog, or the scan budget ran out (go on after the last read).
  return { books: page.map(toBook), nextCursor: exhausted || !after ? null : encodeCursor(...after) };
}

export async function findBook(id: string): Promise<Book | undefined> {
  const snapshot = await booksCollection().doc(id).get();
  return snapshot.exists ? toBook(snapshot) : undefined;
}

export async function insertBook(input: ValidBookInput): Promise<Book> {
  const ref = booksCollection().doc();
  const document = toBookDocument(input, Timestamp.now());
  const batch = db().batch();
  batch.create(ref, document);
  batch.set(...catalogChanged());
  await batch.commit();
  return toBook(await ref.get());
}

/** Applies `change` to the current book inside a transaction; undefined when the book does not exist. */
export async function updateBook(
  id: string,
  change: (current: BookDocument) => Partial<BookDocument>,
): Promise<Book | undefined> {
  const ref = booksCollection().doc(id);
  const found = await db().runTransaction(async (tx: Transaction) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const current = snapshot.data() as BookDocument;
    const changed = change(current);
    const next = { ...current, ...changed };
    tx.update(ref, { ...changed, searchTokens: searchTokens(next), updatedAt: Timestamp.now() });
    tx.set(...catalogChanged());
    return true;
  });
  return found ? toBook(await ref.get()) : undefined;
}

export async function deleteBook(id: string): Promise<Book | undefined> {
  const ref = booksCollection().doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    tx.delete(ref);
    tx.set(...catalogChanged());
    return toBook(snapshot);
  });
}

/** Aggregation queries: billed per batch of index entries, so the count stays cheap as the catalog grows. */
export async function countBooks() {
  const [all, trending] = await Promise.all([
    booksCollection().count().get(),
    booksCollection().where("trending", "==", true).count().get(),
  ]);
  return { totalBooks: all.data().count, trendingBooks: trending.data().count };
}
