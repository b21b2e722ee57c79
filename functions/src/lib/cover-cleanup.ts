import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import type { StoredCover } from "./book-document";

// What the catalogue needs of the covers feature when an edit drops a book's cover or the book is deleted:
// declared here, implemented by the covers feature, handed over by the composition root.
export interface CoverCleanup {
  /** Deletes, in `tx`, the variants of the book's `cover` other than those named in `keep`. */
  deleteCoverVariants(
    tx: Transaction,
    book: DocumentReference,
    cover: StoredCover | undefined,
    keep?: Set<string>,
  ): void;
}
