import type { DocumentReference, Transaction } from "firebase-admin/firestore";

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

/** An uploaded cover as stored on its book; its bytes are in the book's coverVariants documents. */
export interface StoredCover {
  width: number;
  height: number;
  color: string;
  /** Narrowest first; `name` is the variant's document id, `{hash}-{width}`. */
  variants: { width: number; name: string }[];
  /** A hash of the file the cover was made from, so making it again from the same file can be skipped. */
  source?: string;
}
