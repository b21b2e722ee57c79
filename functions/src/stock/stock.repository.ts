import { logger } from "firebase-functions";
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { BookShelf, Reservation, ShelfBook } from "../lib/book-shelf";
import type { Writes } from "../lib/firestore";
import type { BookStock, ReadAll, StockChange, StockLedger } from "../lib/stock-ledger";
import { GrpcStatus, grpcCode } from "../lib/grpc-status";
import { BOOKS, stockFields, type BookDocument } from "../books";
import { decideStockChange } from "./stock-notices";
import type { StockRoom } from "./stock-room";
import { afterReturning, copiesOnShelf, shortOf } from "./stock";
import {
  copiesIn,
  figureIsDue,
  pickShard,
  randomShard,
  shardsOf,
  soldIn,
  spreadStock,
  STOCK,
  STOCK_SHARDS,
} from "../lib/stock-shards";

// A book's copies live in shards (stock-shards.ts): an order takes one copy from one shard, a cancellation puts
// one back into another, so orders and cancellations of one title rarely write the same document and never the
// book itself. The book keeps the catalog's figure (`stock`, `inStock`), brought up to date after the commit.

/** The stock shard documents of a book sharded `count` ways. */
const shardRefs = (book: DocumentReference, count: number) =>
  Array.from({ length: count }, (_, shard) => book.collection(STOCK).doc(String(shard)));

/** What a change of a book read with its stock tells (stock-notices.ts). */
function noticeOf(book: DocumentSnapshot, change: StockChange) {
  const data = book.data() as BookDocument;
  return decideStockChange({ id: book.id, title: data.title, author: data.author }, data, change);
}

/** Copies sold as the book's figure counts them (its only count while unsharded). */
const soldFigure = (data: BookDocument | undefined) => copiesOnShelf(data?.soldCount);

function stockOf(book: DocumentSnapshot, shards: DocumentSnapshot[]): BookStock {
  const data = book.data() as BookDocument | undefined;
  if (!shardsOf(data)) {
    return { book, shards: [], copies: [], stock: copiesOnShelf(data?.stock), sold: soldFigure(data) };
  }
  const copies = shards.map((shard) => copiesIn(shard.data()));
  const sold = Math.max(
    0,
    shards.reduce((sum, shard) => sum + soldIn(shard.data()), 0),
  );
  return { book, shards, copies, stock: copies.reduce((sum, count) => sum + count, 0), sold };
}

/**
 * Reads books with their shards in one round trip, as of one moment: each book with STOCK_SHARDS shard documents
 * (a book sharded with another number reads the rest afterwards).
 */
async function readStocks(firestore: Firestore, ids: readonly string[]) {
  if (!ids.length) return [];
  const perBook = 1 + STOCK_SHARDS;
  const bookRef = (id: string) => firestore.collection(BOOKS).doc(id);
  const readAll: ReadAll = (...refs) => firestore.getAll(...refs);
  const snapshots = await readAll(...ids.flatMap((id) => [bookRef(id), ...shardRefs(bookRef(id), STOCK_SHARDS)]));
  return Promise.all(
    ids.map(async (id, i) => {
      const book = snapshots[i * perBook]!;
      const count = shardsOf(book.data());
      const shards =
        count === STOCK_SHARDS || !count
          ? snapshots.slice(i * perBook + 1, (i + 1) * perBook)
          : await readAll(...shardRefs(bookRef(id), count));
      return stockOf(book, shards);
    }),
  );
}

/** One book's stock: its figure while unsharded, else the sum of its shards (read only then). */
async function countStock(book: DocumentSnapshot, readAll: ReadAll) {
  const count = shardsOf(book.data());
  return stockOf(book, count ? await readAll(...shardRefs(book.ref, count)) : []);
}

/** The writes that make `stock` a book's copies, spread over its shards (a sharded book) or in its figure. */
function setStock(writes: Writes, book: DocumentSnapshot, stock: number) {
  const count = shardsOf(book.data());
  // Merged: a shard's count of copies sold stays.
  spreadStock(stock, count).forEach((copies, shard) =>
    writes.set(shardRefs(book.ref, count)[shard]!, { copies }, { merge: true }),
  );
}

/**
 * Reads an order's books and their shards; the order's commit then takes one copy of each from a shard that has
 * one, on condition that the shard is unchanged since this read: two orders for the last copy of a shard can never
 * both commit (the loser reads again). A book not sharded yet is sharded by this commit, conditioned on the book.
 */
async function reserveCopies(
  firestore: Firestore,
  ids: readonly string[],
  readNotices: StockRoom["readNotices"],
): Promise<Reservation> {
  const stocks = await readStocks(firestore, ids);
  const missing = ids.filter((_, i) => !stocks[i]!.book.exists);
  if (missing.length) return { kind: "unknown-books", ids: missing };

  const books = stocks.map(({ book, stock }): ShelfBook => {
    const data = book.data() as BookDocument;
    return { id: book.id, title: data.title, category: data.category, newPrice: data.newPrice, stock };
  });
  const short = shortOf(books);
  if (short.length) return { kind: "short", books: short };
  // A fall to the low-stock mark not told yet: told in this commit, and marked on the book on condition that it is
  // unchanged, so of two orders that both take it there, one tells and the other reads again.
  const notices = stocks.map(({ book, stock }) => noticeOf(book, { before: stock, after: stock - 1 }));
  const tell = await readNotices(notices);
  return {
    kind: "available",
    books,
    take(batch) {
      tell(batch);
      stocks.forEach(({ book, shards, copies, stock, sold }, i) => {
        const alert = notices[i]!.fields;
        if (shards.length) {
          if (Object.keys(alert).length) batch.update(book.ref, alert, { lastUpdateTime: book.updateTime! });
          const shard = pickShard(copies)!;
          batch.update(
            shards[shard]!.ref,
            { copies: copies[shard]! - 1, sold: FieldValue.increment(1) },
            { lastUpdateTime: shards[shard]!.updateTime! },
          );
          return;
        }
        const spread = spreadStock(stock);
        const taken = pickShard(spread)!;
        spread[taken]! -= 1;
        const refs = shardRefs(book.ref, STOCK_SHARDS);
        // The first shard carries the sales the book counted before it was sharded.
        const soldBy = (shard: number) => (shard === taken ? 1 : 0) + (shard === 0 ? sold : 0);
        spread.forEach((copies, shard) => batch.set(refs[shard]!, { copies, sold: soldBy(shard) }));
        batch.update(
          book.ref,
          { ...stockFields(stock - 1), stockShards: STOCK_SHARDS, soldCount: sold + 1, ...alert },
          { lastUpdateTime: book.updateTime! },
        );
      });
    },
  };
}

/**
 * Reads the books of an order being cancelled, with their shards (as an order does: one round trip, 1 + 8 documents
 * a book); `putBack(writes)` returns one copy of each book that still exists (a deleted book has no shelf to return
 * to): into a random shard, blindly, so parallel cancellations never wait on each other, or into the figure of a
 * book not sharded yet, conditioned on it. A book read sold out comes back: its wishers (read here, only then) are
 * mailed and its `restocks` counted in the same commit, conditioned on the book, so of two cancellations returning
 * its first copy one tells and the other reads again and finds it in stock.
 */
async function releaseCopies(
  firestore: Firestore,
  ids: readonly string[],
  readNotices: StockRoom["readNotices"],
): Promise<{ putBack: (writes: Writes) => void }> {
  const stocks = (await readStocks(firestore, ids)).filter(({ book }) => book.exists);
  const notices = stocks.map(({ book, stock }) => noticeOf(book, { before: stock, after: stock + 1 }));
  const tell = await readNotices(notices);
  return {
    putBack(writes) {
      tell(writes);
      stocks.forEach(({ book }, i) => {
        const data = book.data() as BookDocument;
        const count = shardsOf(data);
        const restock = notices[i]!.fields;
        if (count) {
          const shard = shardRefs(book.ref, count)[randomShard(count)]!;
          writes.set(shard, { copies: FieldValue.increment(1), sold: FieldValue.increment(-1) }, { merge: true });
          if (Object.keys(restock).length) writes.update(book.ref, restock, { lastUpdateTime: book.updateTime! });
        } else {
          writes.update(
            book.ref,
            {
              ...stockFields(afterReturning(data.stock, 1)),
              soldCount: Math.max(0, soldFigure(data) - 1),
              ...restock,
            },
            { lastUpdateTime: book.updateTime! },
          );
        }
      });
    },
  };
}

/**
 * Brings the catalog's figure of a book read with its shards (`stock`, `inStock`, `soldCount`) up to their sums when due
 * (figureIsDue: at most about once a second, at once when the book sells out or comes back). Outside any order's
 * commit, and never throws: a figure left behind is only the catalog's, and the next order, cancellation or view
 * of the book brings it up to date (the book's own answer, the cart and the checkout count the shards).
 */
async function settleFigure({ book, shards, stock, sold }: BookStock): Promise<void> {
  const data = book.data() as BookDocument | undefined;
  if (!data || !shards.length || !figureIsDue(data, stock, Date.now() - book.updateTime!.toMillis(), sold)) return;
  try {
    await book.ref.update({ ...stockFields(stock), soldCount: sold }, { lastUpdateTime: book.updateTime! });
  } catch (error) {
    // Lost to another write of the book: whoever wrote it read the shards as late as this did, or later.
    if (grpcCode(error) !== GrpcStatus.FAILED_PRECONDITION) {
      logger.warn(`The catalog's stock figure of book ${book.id} was left behind`, error);
    }
  }
}

/** After an order or a cancellation committed: the catalog's figures of its books, when due. Never throws. */
async function settleFigures(firestore: Firestore, ids: readonly string[]): Promise<void> {
  try {
    await Promise.all((await readStocks(firestore, ids)).map(settleFigure));
  } catch (error) {
    logger.warn(`The catalog's stock figures of books ${ids.join(", ")} were left behind`, error);
  }
}

/** Inside a transaction that reads a book: its stock counted from its shards, read in the same transaction. */
const countStockIn = (tx: Transaction, book: DocumentSnapshot) => countStock(book, (...refs) => tx.getAll(...refs));

/** The books' shelf as the orders use it (lib/book-shelf.ts). */
export function createStockRepository(firestore: Firestore, readNotices: StockRoom["readNotices"]): BookShelf {
  return {
    reserveCopies: (ids) => reserveCopies(firestore, ids, readNotices),
    releaseCopies: (ids) => releaseCopies(firestore, ids, readNotices),
    settleFigures: (ids) => settleFigures(firestore, ids),
  };
}

/** A book's stock as the catalogue and the CSV export count and write it (lib/stock-ledger.ts). */
export function createStockLedger(): Omit<StockLedger, "applyStockChange"> {
  return {
    countStock,
    countStockIn,
    setStock,
    settleFigure,
    deleteShards: (writes, book) => {
      for (const shard of shardRefs(book.ref, shardsOf(book.data()))) writes.delete(shard);
    },
  };
}
