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

/** A book's copies before and after a change. */
export interface StockChange {
  before: number;
  after: number;
}

/** A book's fields that keep its stock notices told once (book-document.ts's LowStockFields). */
export interface NoticeFields {
  lowStock?: boolean;
  lowStockAlerts?: number;
  restocks?: number;
}

/** A book whose copies an edit sets: as read, as its mails name it, and its notice fields as read. */
export interface StockBook {
  snapshot: DocumentSnapshot;
  mail: { id: string; title: string; author?: string };
  current: NoticeFields;
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
  /**
   * Sets a book's copies: its shards' writes, and the low-stock or back-in-stock mails the change causes, go into
   * `writes`; answers the book's fields that keep each notice told once, for the writer's update of the book.
   */
  applyStockChange(writes: Writes, book: StockBook, change: StockChange): Promise<NoticeFields>;
  /** The writes that delete a book's shards, with the book. */
  deleteShards(writes: Writes, book: DocumentSnapshot): void;
}
