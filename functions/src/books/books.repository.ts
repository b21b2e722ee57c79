import type { Book, BookPage, ValidBookInput, ValidBookListQuery } from "@bookstore/schema";
import { BOOK_PAGE } from "@bookstore/schema";
import type { Actor } from "../lib/activity-log";
import { recordBookChange } from "./book-activity";
import {
  FieldPath,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from "firebase-admin/firestore";
import { decodeCursor, encodeCursor, positionOf } from "../lib/cursor";
import { BOOKS, bookUpdate, toBook, toBookDocument, type BookChange, type BookDocument } from "./book-document";
import type { CoverCleanup } from "../lib/cover-cleanup";
import { directionOf, planQuery, type QueryPlan } from "./book-query";
import { catalogChanged } from "../lib/catalog-version.repository";
import { createIsbnClaims } from "./isbn-claims.repository";
import { changesNothing } from "./unchanged-edit";
import type { StockLedger } from "../lib/stock-ledger";

export { BOOKS, toBook, toBookDocument, type BookChange, type BookDocument } from "./book-document";

// A multi-word search reads the books matching its longest word in batches and keeps those holding every
// other word. The budget bounds one page's cost (reads are billed) when the other words are rare.
const SEARCH_BATCH = 100;
const SEARCH_SCAN_BUDGET = 500;

/** A book's id, author address and last change, for lists that only point at pages (the sitemap). */
export interface BookDate {
  id: string;
  changedAt: Date;
  authorSlug?: string;
}

/**
 * What the catalogue's writes ask of the stock and the covers, handed over by the composition root: an edit's
 * stock goes through the stock room (its shards, and the low-stock and back-in-stock notices it causes).
 */
export interface BooksRepositoryParts {
  stock: StockLedger;
  covers: CoverCleanup;
}

export function createBooksRepository(firestore: Firestore, { stock: ledger, covers }: BooksRepositoryParts) {
  const booksCollection = () => firestore.collection(BOOKS);
  const { claimIsbn, releaseIsbn } = createIsbnClaims(firestore);
  const readAll = (...refs: DocumentReference[]) => firestore.getAll(...refs);

  async function listBooks(): Promise<Book[]> {
    const snapshot = await booksCollection().orderBy("createdAt", "desc").get();
    return snapshot.docs.map((snapshot) => toBook(snapshot));
  }

  /**
   * One page of the catalog: filtered, searched and sorted as asked (book-query.ts). Reads at most offset + limit + 1
   * documents whatever the catalog's size (the extra one tells whether another page exists), plus a count on a
   * first page; a search of several words reads at most SEARCH_SCAN_BUDGET, and may then answer a short page with
   * a cursor.
   */
  async function listBookPage(params: ValidBookListQuery): Promise<BookPage> {
    const request = planQuery(params);
    if (request.kind === "none") return { books: [], nextCursor: null, total: 0 };
    if (request.kind === "isbn") return isbnPage(request.isbn, params);
    const { plan } = request;

    const filtered = filteredQuery(plan);
    let ordered = filtered;
    for (const { field, direction } of plan.orders) ordered = ordered.orderBy(field, direction);
    ordered = ordered.orderBy(FieldPath.documentId(), directionOf(plan.orders));
    // Firestore allows one array-contains per query: the other words are checked here.
    const hasOtherWords = (doc: DocumentSnapshot) => {
      const tokens = doc.get("searchTokens") as string[] | undefined;
      return plan.otherWords.every((word) => tokens?.includes(word));
    };
    // What matches can be counted without reading it, on a first page, unless words are checked as books are read.
    // Counted up to a bound, so the count costs the same in a catalog of any size.
    const counting =
      params.cursor === undefined && plan.otherWords.length === 0
        ? filtered
            .limit(BOOK_PAGE.maxCount + 1)
            .count()
            .get()
            .then((answer) => (answer.data().count > BOOK_PAGE.maxCount ? null : answer.data().count))
        : Promise.resolve(null);

    const limit = params.limit ?? BOOK_PAGE.defaultLimit;
    const wanted = limit + 1;
    const batchSize = plan.otherWords.length ? Math.max(wanted, SEARCH_BATCH) : wanted;
    const found: DocumentSnapshot[] = [];
    let after = params.cursor ? decodeCursor(params.cursor, plan.orders) : undefined;
    let scanned = 0;
    let exhausted = false;
    while (found.length < wanted && !exhausted && scanned < SEARCH_SCAN_BUDGET) {
      let batch = ordered;
      if (after) batch = batch.startAfter(...after[0], after[1]);
      if (params.offset && scanned === 0) batch = batch.offset(params.offset);
      const snapshot = await batch.limit(batchSize).get();
      scanned += snapshot.size;
      exhausted = snapshot.size < batchSize;
      for (const doc of snapshot.docs) {
        const [values, id] = positionOf(doc, plan.orders);
        after = [values, id];
        if (!hasOtherWords(doc)) continue;
        found.push(doc);
        if (found.length === wanted) break;
      }
    }

    const total = await counting;
    const page = found.slice(0, limit);
    if (found.length > limit) {
      const [values, id] = positionOf(page.at(-1)!, plan.orders);
      return {
        books: page.map((snapshot) => toBook(snapshot)),
        nextCursor: encodeCursor(plan.orders, values, id),
        total,
      };
    }
    // Fewer than a page: either the end of the catalog, or the scan budget ran out (go on after the last read).
    return {
      books: page.map((snapshot) => toBook(snapshot)),
      nextCursor: exhausted || !after ? null : encodeCursor(plan.orders, ...after),
      total,
    };
  }

  function filteredQuery(plan: QueryPlan): Query {
    let query: Query = booksCollection();
    for (const [field, value] of Object.entries(plan.equal)) query = query.where(field, "==", value);
    if (plan.word) query = query.where("searchTokens", "array-contains", plan.word);
    if (plan.minPrice !== undefined) query = query.where("newPrice", ">=", plan.minPrice);
    if (plan.maxPrice !== undefined) query = query.where("newPrice", "<=", plan.maxPrice);
    return query;
  }

  /** A search for an ISBN: the one book that has it, if it also passes the page's other filters. */
  async function isbnPage(isbn: string, params: ValidBookListQuery): Promise<BookPage> {
    const snapshot = await booksCollection().where("isbn", "==", isbn).limit(1).get();
    const books = snapshot.docs
      .map((snapshot) => toBook(snapshot))
      .filter(
        (book) =>
          (!params.category || book.category === params.category) &&
          (params.inStock !== "true" || book.stock > 0) &&
          (params.minPrice === undefined || book.newPrice >= params.minPrice) &&
          (params.maxPrice === undefined || book.newPrice <= params.maxPrice),
      );
    return { books: params.cursor || params.offset ? [] : books, nextCursor: null, total: books.length };
  }

  /**
   * One book, with its stock counted from its shards: what the book page, the cart and the checkout show. Its
   * catalog figure is brought up to that count when due, so the last order of a burst is not left out of it.
   */
  async function findBook(id: string): Promise<Book | undefined> {
    const snapshot = await booksCollection().doc(id).get();
    if (!snapshot.exists) return undefined;
    const stock = await ledger.countStock(snapshot, readAll);
    await ledger.settleFigure(stock);
    return toBook(snapshot, stock);
  }

  /** The books with these ids that exist, in the order asked: one read of them all, each with its stock figure
   * as the catalog's lists show it (not its shards' sum). */
  async function findBooks(ids: readonly string[]): Promise<Book[]> {
    if (ids.length === 0) return [];
    const snapshots = await firestore.getAll(...ids.map((id) => booksCollection().doc(id)));
    return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => toBook(snapshot));
  }

  async function insertBook(input: ValidBookInput, actor?: Actor): Promise<Book> {
    const ref = booksCollection().doc();
    const document = toBookDocument(input, Timestamp.now());
    await firestore.runTransaction(async (tx) => {
      const claim = document.isbn ? await claimIsbn(tx, document.isbn, ref.id) : undefined;
      claim?.();
      tx.create(ref, document);
      tx.set(...catalogChanged(firestore));
      if (actor) recordBookChange(tx, firestore, actor, ref.id, undefined, { ...document, stock: input.stock });
    });
    return toBook(await ref.get());
  }

  /**
   * Applies `change` to the current book inside a transaction, with the fields computed from it and the ISBN's
   * claim; undefined when the book does not exist. `change` may throw to refuse the edit.
   */
  async function updateBook(
    id: string,
    change: (current: BookDocument) => BookChange,
    actor?: Actor,
  ): Promise<Book | undefined> {
    const ref = booksCollection().doc(id);
    const found = await firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return false;
      // The stock the edit is checked against is the shards' sum, read in this transaction.
      const current = { ...(snapshot.data() as BookDocument), stock: (await ledger.countStockIn(tx, snapshot)).stock };
      const changed = change(current);
      if (changesNothing(current, changed)) return true;
      const isbnMoves = changed.isbn !== undefined && changed.isbn !== current.isbn;
      const release = isbnMoves && current.isbn ? await releaseIsbn(tx, current.isbn, id) : undefined;
      const claim = isbnMoves && changed.isbn ? await claimIsbn(tx, changed.isbn, id) : undefined;
      release?.();
      claim?.();
      if (changed.cover === null) covers.deleteCoverVariants(tx, ref, current.cover);
      const mail = { id, title: changed.title ?? current.title, author: changed.author ?? current.author };
      const told =
        changed.stock === undefined
          ? {}
          : await ledger.applyStockChange(
              tx,
              { snapshot, mail, current },
              { before: current.stock ?? 0, after: changed.stock },
            );
      tx.update(ref, { ...bookUpdate(current, changed, Timestamp.now()), ...told });
      tx.set(...catalogChanged(firestore));
      if (actor) recordBookChange(tx, firestore, actor, id, current, changed);
      return true;
    });
    return found ? findBook(id) : undefined;
  }

  async function deleteBook(id: string, actor?: Actor): Promise<Book | undefined> {
    const ref = booksCollection().doc(id);
    return firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      const isbn = snapshot.get("isbn") as string | undefined;
      const release = isbn ? await releaseIsbn(tx, isbn, id) : undefined;
      const { stock } = await ledger.countStockIn(tx, snapshot);
      release?.();
      covers.deleteCoverVariants(tx, ref, snapshot.get("cover") as BookDocument["cover"]);
      ledger.deleteShards(tx, snapshot);
      tx.delete(ref);
      tx.set(...catalogChanged(firestore));
      if (actor) recordBookChange(tx, firestore, actor, id, { ...(snapshot.data() as BookDocument), stock }, undefined);
      return toBook(snapshot, { stock });
    });
  }

  /**
   * Every book's id, author address and last change, in id order, `batchSize` documents per query: select() leaves every other
   * field on the server, and batches keep any one query short however large the catalog grows.
   */
  async function* listBookDates(batchSize = 1_000): AsyncGenerator<BookDate> {
    const query = booksCollection()
      .select("createdAt", "updatedAt", "authorSlug")
      .orderBy(FieldPath.documentId())
      .limit(batchSize);
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const snapshot = await (last ? query.startAfter(last) : query).get();
      for (const doc of snapshot.docs) {
        const changed = (doc.get("updatedAt") ?? doc.get("createdAt")) as Timestamp;
        const authorSlug = doc.get("authorSlug") as string | undefined;
        yield { id: doc.id, changedAt: changed.toDate(), ...(authorSlug ? { authorSlug } : {}) };
      }
      if (snapshot.size < batchSize) return;
      last = snapshot.docs.at(-1);
    }
  }

  /** Aggregation queries: billed per batch of index entries, so the count stays cheap as the catalog grows. */
  async function countBooks() {
    const [all, trending] = await Promise.all([
      booksCollection().count().get(),
      booksCollection().where("trending", "==", true).count().get(),
    ]);
    return { totalBooks: all.data().count, trendingBooks: trending.data().count };
  }

  return {
    listBooks,
    listBookPage,
    findBook,
    findBooks,
    insertBook,
    updateBook,
    deleteBook,
    listBookDates,
    countBooks,
  };
}
export type BooksRepository = ReturnType<typeof createBooksRepository>;
