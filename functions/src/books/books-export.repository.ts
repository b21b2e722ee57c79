import type { Book } from "@bookstore/schema";
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { BOOKS, toBook } from "./book-document";
import type { StockLedger } from "../lib/stock-ledger";

/**
 * Every book, newest first, read as it is sent: the export never holds the whole catalog in memory. A sharded
 * book's stock is its shards' sum, not the catalog's figure (which may trail it), so that importing the export
 * back changes nothing.
 */
async function* streamBooks(
  firestore: Firestore,
  { countStock }: Pick<StockLedger, "countStock">,
): AsyncGenerator<Book> {
  const snapshots = firestore.collection(BOOKS).orderBy("createdAt", "desc").stream();
  for await (const snapshot of snapshots as AsyncIterable<DocumentSnapshot>) {
    yield toBook(snapshot, await countStock(snapshot, (...shards) => firestore.getAll(...shards)));
  }
}

/** The CSV export's Firestore, built once by the composition root (deps.ts). */
export function createBooksExportRepository(firestore: Firestore, stock: Pick<StockLedger, "countStock">) {
  return { streamBooks: () => streamBooks(firestore, stock) };
}
export type BooksExportRepository = ReturnType<typeof createBooksExportRepository>;
