import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import type { Writes } from "./firestore";

// What the catalogue and the CSV export need of the stock feature (a book's copies live in shards): declared
// here, where both may import it; the stock feature implements it and the composition root hands it over.

/** A book read with its shards: the copies in each shard (none while unsharded), their sum, and copies sold. */
export interface BookStock {
  book: DocumentSnapshot;
  shards: DocumentSnapshot[];
  copies: number[];
  stock: number;
  sold: number;
}

export type ReadAll = (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;

export interface StockLedger {
  /** One book's stock: its figure while unsharded, else the sum of its shards (read only then, with `readAll`). */
  countStock(book: DocumentSnapshot, readAll: ReadAll): Promise<BookStock>;
  /** Inside a transaction that reads a book: its stock counted from its shards, read in the same transaction. */
  countStockIn(tx: Transaction, book: DocumentSnapshot): Promise<BookStock>;
  /** The writes that make `stock` a book's copies, spread over its shards (a sharded book) or in its figure. */
  setStock(writes: Writes, book: DocumentSnapshot, stock: number): void;
  /** Brings the catalog's figure of a book read with its shards up to their sums when due. Never throws. */
  settleFigure(stock: BookStock): Promise<void>;
  /** The writes that delete a book's shards, with the book. */
  deleteShards(writes: Writes, book: DocumentSnapshot): void;
}
