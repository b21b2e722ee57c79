import type { Transaction } from "firebase-admin/firestore";
import { lowStockAlert, type BookChange, type BookDocument } from "../lib/book-document";
import type { ListWishers, StockMailsRepository } from "../lib/stock-mails.repository";

/** The notices an admin's stock edit causes, for the edit's transaction (books.repository.ts). */
export function stockChangeNotices(
  mails: Pick<StockMailsRepository, "lowStock" | "backInStock">,
  wishers: ListWishers,
) {
  /**
   * The mails an edited stock causes, queued into the edit's transaction, and the book's fields that keep each told
   * once: a fall to the low-stock mark, and a return from sold out to every verified wisher. The wishers (and their
   * Auth users) are read inside the transaction, before its writes: a wish added meanwhile may miss this return.
   */
  return async function tellStockChange(
    tx: Transaction,
    id: string,
    current: BookDocument,
    changed: BookChange,
  ): Promise<Partial<BookDocument>> {
    const stock = changed.stock!;
    const book = { id, title: changed.title ?? current.title, author: changed.author ?? current.author };
    const told: Partial<BookDocument> = {};
    const alert = lowStockAlert(current, stock);
    if (alert && (current.stock ?? 0) > stock) {
      mails.lowStock(tx, book, stock, alert.lowStockAlerts);
      Object.assign(told, alert);
    }
    if ((current.stock ?? 0) === 0 && stock > 0) {
      const restock = (current.restocks ?? 0) + 1;
      mails.backInStock(tx, book, restock, await wishers(id));
      told.restocks = restock;
    }
    return told;
  };
}
