import type { Category } from "@bookstore/schema";
import type { WriteBatch } from "firebase-admin/firestore";
import type { Writes } from "./firestore";

// What the orders feature needs from the books feature: declared here, where both may import it; the books
// feature implements it and the composition root hands it to the orders.

/** A book as an order sees it at its price time. */
export interface ShelfBook {
  id: string;
  title: string;
  category: Category;
  newPrice: number;
  stock: number;
}

export type Reservation =
  | { kind: "unknown-books"; ids: string[] }
  | { kind: "short"; books: ShelfBook[] }
  /**
   * `take(batch)` writes one copy less of each book into the order's commit, on condition that the stock it takes
   * from (one of the book's shards) did not change since it was read: a commit that lost that race fails whole,
   * and the order is tried again.
   */
  | { kind: "available"; books: ShelfBook[]; take: (batch: WriteBatch) => void };

export interface BookShelf {
  reserveCopies(ids: readonly string[]): Promise<Reservation>;
  /** For a cancellation's commit: `putBack(writes)` returns one copy of each book that still exists. */
  releaseCopies(ids: readonly string[]): Promise<{ putBack: (writes: Writes) => void }>;
  /** After an order or cancellation committed: the catalog's stock figures of its books catch up. Never throws. */
  settleFigures(ids: readonly string[]): Promise<void>;
}
