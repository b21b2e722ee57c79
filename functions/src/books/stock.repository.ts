import type { Transaction, WriteBatch } from "firebase-admin/firestore";
import type { BookShelf, Reservation, ShelfBook } from "../lib/book-shelf";
import { db } from "../lib/firestore";
import { BOOKS, stockFields, type BookDocument } from "./book-document";
import { afterReturning, afterTaking, copiesOnShelf, shortOf } from "./stock";

const bookRefs = (ids: readonly string[]) => ids.map((id) => db().collection(BOOKS).doc(id));

/**
 * Reads an order's books; the order's commit then decrements each on condition that it is unchanged since this
 * read, so the stock checked is the stock decremented: two orders for the last copy can never both commit (the
 * loser reads again and finds none left). Orders do not move the catalog version (see lib/versioned-cache.ts): that one
 * document would otherwise be written by every checkout of the shop.
 */
export async function reserveCopies(ids: readonly string[]): Promise<Reservation> {
  const refs = bookRefs(ids);
  const snapshots = ids.length ? await db().getAll(...refs) : [];
  const missing = ids.filter((_, i) => !snapshots[i]!.exists);
  if (missing.length) return { kind: "unknown-books", ids: missing };

  const books = snapshots.map((snapshot): ShelfBook => {
    const data = snapshot.data() as BookDocument;
    const stock = copiesOnShelf(data.stock);
    return { id: snapshot.id, title: data.title, category: data.category, newPrice: data.newPrice, stock };
  });
  const short = shortOf(books);
  if (short.length) return { kind: "short", books: short };
  return {
    kind: "available",
    books,
    take(batch: WriteBatch) {
      books.forEach((book, i) =>
        batch.update(refs[i]!, stockFields(afterTaking(book.stock, 1)), { lastUpdateTime: snapshots[i]!.updateTime! }),
      );
    },
  };
}

/**
 * Reads the books of an order being cancelled, inside its transaction; `putBack()` returns one copy of each
 * book that still exists (a deleted book has no shelf to return to).
 */
export async function releaseCopies(tx: Transaction, ids: readonly string[]): Promise<{ putBack: () => void }> {
  const refs = bookRefs(ids);
  const snapshots = ids.length ? await tx.getAll(...refs) : [];
  return {
    putBack() {
      const existing = snapshots.filter((snapshot) => snapshot.exists);
      for (const snapshot of existing) {
        tx.update(snapshot.ref, stockFields(afterReturning((snapshot.data() as BookDocument).stock, 1)));
      }
    },
  };
}

export const bookShelf: BookShelf = { reserveCopies, releaseCopies };
