import { backInStockMail, lowStockMail, type MailBook } from "@bookstore/views/stock-mails";
import type { Firestore } from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import { renderMail } from "../lib/mail-render";
import type { ReadMailSettings } from "../lib/mail-settings";
import { queueMail } from "../lib/outbox";

// The mails a book's stock causes, queued into the commit that changes it (an order, an edit, an import) under ids
// named after the event: the low-stock notice after the book's count of them, the back-in-stock mail after the
// book's count of restocks and the wisher.

/** Someone who wished for a book, at the verified address the mail goes to. */
export interface Wisher {
  uid: string;
  email: string;
}

/** The verified wishers of a book (the wishlist feature answers it), read as a book comes back in stock. */
export type ListWishers = (bookId: string) => Promise<Wisher[]>;

export function createStockMailsRepository(firestore: Firestore, settings: ReadMailSettings) {
  return {
    /** To the shop: the book fell to `stock`, its `alert`-th fall to the low-stock mark. */
    lowStock(writes: Writes, book: MailBook, stock: number, alert: number): void {
      const { site, shopEmail } = settings();
      const { subject, body, text } = lowStockMail(site, book, stock);
      queueMail(writes, firestore, `low-stock-${book.id}-${alert}`, {
        to: shopEmail,
        message: renderMail(subject, body, text),
      });
    },

    /** To each wisher: the book is in stock again, its `restock`-th return. */
    backInStock(writes: Writes, book: MailBook, restock: number, wishers: readonly Wisher[]): void {
      const { site } = settings();
      const { subject, body, text } = backInStockMail(site, book);
      const message = renderMail(subject, body, text);
      for (const wisher of wishers) {
        queueMail(writes, firestore, `back-in-stock-${book.id}-${restock}-${wisher.uid}`, {
          to: wisher.email,
          message,
        });
      }
    },
  };
}
export type StockMailsRepository = ReturnType<typeof createStockMailsRepository>;
