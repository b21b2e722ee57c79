// The ISBN claims (isbn-claims.ts) read and written inside a catalog write's transaction.
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { BOOKS } from "./book-document";
import { duplicateIsbn, ISBNS } from "../lib/isbn-claims";

export function createIsbnClaims(firestore: Firestore) {
  const claimRef = (isbn: string) => firestore.collection(ISBNS).doc(isbn);
  return {
    /**
     * Reads who holds `isbn`, inside the transaction, and refuses it when another existing book does. A claim whose
     * book is gone (deleted around the API) is free. Returns the write that gives it to `bookId`.
     */
    async claimIsbn(tx: Transaction, isbn: string, bookId: string): Promise<() => void> {
      const claim = await tx.get(claimRef(isbn));
      const ownerId = claim.get("bookId") as string | undefined;
      if (ownerId && ownerId !== bookId) {
        const owner = await tx.get(firestore.collection(BOOKS).doc(ownerId));
        if (owner.exists && owner.get("isbn") === isbn) {
          throw duplicateIsbn(isbn, { title: owner.get("title") as string });
        }
      }
      return () => tx.set(claimRef(isbn), { bookId });
    },

    /** Gives up `isbn` in the transaction, if `bookId` holds it (reads first, as a transaction must). */
    async releaseIsbn(tx: Transaction, isbn: string, bookId: string): Promise<() => void> {
      const claim = await tx.get(claimRef(isbn));
      return () => {
        if (claim.get("bookId") === bookId) tx.delete(claimRef(isbn));
      };
    },
  };
}
