// An ISBN belongs to one book. Firestore has no unique constraint, so each ISBN in use has a document of its own,
// isbns/{13 digits} → {bookId}, written in the same transaction as the book: two books created at once with one
// ISBN read the same claim, and the transaction that commits second is retried, finds it taken, and is refused.
import type { Transaction } from "firebase-admin/firestore";
import { conflict } from "../lib/http-error";
import { db } from "../lib/firestore";
import { BOOKS } from "./book-document";

export const ISBNS = "isbns";

const claimRef = (isbn: string) => db().collection(ISBNS).doc(isbn);

/** 409 duplicate-isbn, naming the book that has the ISBN (in the message and at the form's ISBN field). */
export function duplicateIsbn(isbn: string, owner: { title: string }) {
  const message = `The ISBN ${isbn} already belongs to “${owner.title}”`;
  return conflict("duplicate-isbn", message, { fields: { isbn: [message] } });
}

/**
 * Reads who holds `isbn`, inside the transaction, and refuses it when another existing book does. A claim whose
 * book is gone (deleted around the API) is free. Returns the write that gives it to `bookId`.
 */
export async function claimIsbn(tx: Transaction, isbn: string, bookId: string): Promise<() => void> {
  const claim = await tx.get(claimRef(isbn));
  const ownerId = claim.get("bookId") as string | undefined;
  if (ownerId && ownerId !== bookId) {
    const owner = await tx.get(db().collection(BOOKS).doc(ownerId));
    if (owner.exists && owner.get("isbn") === isbn) {
      throw duplicateIsbn(isbn, { title: owner.get("title") as string });
    }
  }
  return () => tx.set(claimRef(isbn), { bookId });
}

/** Gives up `isbn` in the transaction, if `bookId` holds it (reads first, as a transaction must). */
export async function releaseIsbn(tx: Transaction, isbn: string, bookId: string): Promise<() => void> {
  const claim = await tx.get(claimRef(isbn));
  return () => {
    if (claim.get("bookId") === bookId) tx.delete(claimRef(isbn));
  };
}
