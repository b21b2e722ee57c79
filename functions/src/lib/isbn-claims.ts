// An ISBN belongs to one book. Firestore has no unique constraint, so each ISBN in use has a document of its own,
// isbns/{13 digits} → {bookId}, written in the same transaction as the book: two books created at once with one
// ISBN read the same claim, and the transaction that commits second is retried, finds it taken, and is refused
// (isbn-claims.repository.ts).
import { conflict } from "./http-error";

export const ISBNS = "isbns";

/** 409 duplicate-isbn, naming the book that has the ISBN (in the message and at the form's ISBN field). */
export function duplicateIsbn(isbn: string, owner: { title: string }) {
  const message = `The ISBN ${isbn} already belongs to “${owner.title}”`;
  return conflict("duplicate-isbn", message, { fields: { isbn: [message] } });
}
