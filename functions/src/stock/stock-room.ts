import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import type { StockBook, StockChange, StockLedger } from "../lib/stock-ledger";
import type { BookShelf } from "../lib/book-shelf";
import type { ListWishers, StockMailsRepository } from "./stock-mails.repository";
import { decideStockChange, type StockNotice } from "./stock-notices";
import { createStockLedger, createStockRepository } from "./stock.repository";

// The stock room: every writer of a book's stock (an admin's edit, an import, an order, a cancellation, a return)
// changes it here, and here its low-stock and back-in-stock notices are decided and queued into the writer's commit.

/** Queues the mails of decided notices into a commit. */
export type TellNotices = (writes: Writes) => void;

/** The room's parts the composition root hands to the catalogue, the orders, the imports and the returns. */
export interface StockRoom {
  /** A book's stock as the catalogue and the CSV export count and write it, edits included. */
  ledger: StockLedger;
  /** The shelf orders take copies from, and cancellations and returns put them back on. */
  shelf: BookShelf;
  /**
   * Reads what telling decided notices needs (the verified wishers of a book back in stock), before the commit;
   * answers what queues their mails into it.
   */
  readNotices(notices: readonly StockNotice[]): Promise<TellNotices>;
}

export function createStockRoom(
  firestore: Firestore,
  { mails, wishers }: { mails: Pick<StockMailsRepository, "lowStock" | "backInStock">; wishers: ListWishers },
): StockRoom {
  async function readNotices(notices: readonly StockNotice[]): Promise<TellNotices> {
    const told = await Promise.all(notices.map((notice) => (notice.backInStock ? wishers(notice.book.id) : [])));
    return (writes) =>
      notices.forEach(({ book, lowStock, backInStock }, i) => {
        if (lowStock) mails.lowStock(writes, book, lowStock.stock, lowStock.alert);
        if (backInStock) mails.backInStock(writes, book, backInStock.restock, told[i]!);
      });
  }

  /**
   * Sets a book's copies (an edit): the shards' writes and the notices' mails go into `writes`; answers the book's
   * fields that keep the notices told once, for the writer's update of the book (conditioned on its read).
   */
  async function applyStockChange(writes: Writes, book: StockBook, change: StockChange) {
    ledger.setStock(writes, book.snapshot as DocumentSnapshot, change.after);
    const notice = decideStockChange(book.mail, book.current, change);
    (await readNotices([notice]))(writes);
    return notice.fields;
  }

  const ledger: StockLedger = { ...createStockLedger(), applyStockChange };
  return { ledger, shelf: createStockRepository(firestore, readNotices), readNotices };
}
