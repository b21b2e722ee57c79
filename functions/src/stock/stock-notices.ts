import type { MailBook } from "@bookstore/views/stock-mails";
import { lowStockAlert, type LowStockFields } from "../books";
import type { StockChange } from "../lib/stock-ledger";

// The one place that decides what a change of a book's stock tells (docs/decisions/024-stock-room.md): every
// writer (an edit, an import, an order, a cancellation, a return) hands its change here, in its own commit.

export type { StockChange } from "../lib/stock-ledger";

/** What a change tells, and the book's fields that keep each notice told once (written with the change). */
export interface StockNotice {
  book: MailBook;
  /** The book's fields to write with the change (`lowStock`, `lowStockAlerts`, `restocks`); empty when none. */
  fields: Partial<LowStockFields>;
  /** A fall to the low-stock mark not told yet: the shop's `lowStockAlerts`-th notice, at `stock` copies. */
  lowStock?: { stock: number; alert: number };
  /** A return from sold out: its `restocks`-th, told to the book's verified wishers. */
  backInStock?: { restock: number };
}

/**
 * Decides the notices of one change: a fall to the low-stock mark the shop was not told of yet, and a return from
 * sold out. `current` holds the book's notice fields as read; the caller's write is conditioned on that read, so
 * of two writers that both cross the mark, one tells and the other reads again.
 */
export function decideStockChange(
  book: MailBook,
  current: LowStockFields,
  { before, after }: StockChange,
): StockNotice {
  const notice: StockNotice = { book, fields: {} };
  const alert = after < before ? lowStockAlert(current, after) : undefined;
  if (alert) {
    notice.lowStock = { stock: after, alert: alert.lowStockAlerts };
    Object.assign(notice.fields, alert);
  }
  if (before === 0 && after > 0) {
    const restock = (current.restocks ?? 0) + 1;
    notice.backInStock = { restock };
    notice.fields.restocks = restock;
  }
  return notice;
}

/** Whether a notice tells anything. */
export const tells = (notice: StockNotice) => Boolean(notice.lowStock || notice.backInStock);
