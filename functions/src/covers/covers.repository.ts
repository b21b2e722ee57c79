import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import type { Book } from "@bookstore/schema";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { BOOKS, COVER_VARIANTS, coverVariantUrl, toBook, type BookDocument, type StoredCover } from "../books";
import { catalogChanged } from "../lib/catalog-version.repository";
import type { CoverCleanup } from "../lib/cover-cleanup";
import type { CoverImage } from "./cover-image";

const coverVariantRef = (book: DocumentReference, name: string) => book.collection(COVER_VARIANTS).doc(name);

/** A variant as stored: its WebP bytes and size. Written once, never changed (its name is its content's hash). */
interface CoverVariantDocument {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Deletes, in `tx`, the variants of the book's `cover` other than those named in `keep`. */
function deleteCoverVariants(
  tx: Transaction,
  book: DocumentReference,
  cover: StoredCover | undefined,
  keep = new Set<string>(),
) {
  for (const { name } of cover?.variants ?? []) if (!keep.has(name)) tx.delete(coverVariantRef(book, name));
}

export function createCoversRepository(firestore: Firestore) {
  const bookRef = (id: string) => firestore.collection(BOOKS).doc(id);

  /** Runs `write` on the book in a transaction; undefined when the book does not exist. */
  async function changeCover(
    id: string,
    write: (tx: Transaction, ref: DocumentReference, current: BookDocument) => string | void,
    activity?: { actor: Actor; action: "cover.set" | "cover.remove" },
  ): Promise<Book | undefined> {
    const ref = bookRef(id);
    const found = await firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return false;
      const current = snapshot.data() as BookDocument;
      const coverImage = write(tx, ref, current);
      tx.set(...catalogChanged(firestore));
      if (activity) {
        recordActivity(tx, firestore, {
          ...activity,
          target: { type: "book", id, label: current.title },
          changes: changesBetween(current, { coverImage: coverImage ?? current.coverImage }),
        });
      }
      return true;
    });
    return found ? toBook(await ref.get()) : undefined;
  }

  /**
   * Gives the book `image` as its cover: its variants, its cover fields and coverImage (the largest variant's
   * address) in one transaction, which also deletes the variants of the cover it replaces. Two uploads racing on
   * one book are serialised by the transaction: the later one deletes what the earlier one wrote.
   */
  function putCover(id: string, image: CoverImage, source?: string, actor?: Actor): Promise<Book | undefined> {
    const activity = actor && { actor, action: "cover.set" as const };
    return changeCover(
      id,
      (tx, ref, current) => {
        const names = new Set(image.variants.map((variant) => variant.name));
        deleteCoverVariants(tx, ref, current.cover, names);
        for (const { name, bytes, width, height } of image.variants) {
          tx.set(coverVariantRef(ref, name), { bytes, width, height } satisfies CoverVariantDocument);
        }
        const cover: StoredCover = {
          width: image.width,
          height: image.height,
          color: image.color,
          variants: image.variants.map(({ width, name }) => ({ width, name })),
          ...(source ? { source } : {}),
        };
        const coverImage = coverVariantUrl(id, image.variants.at(-1)!.name);
        tx.update(ref, { cover, coverImage, updatedAt: Timestamp.now() });
        return coverImage;
      },
      activity,
    );
  }

  /** Removes the book's uploaded cover, variants and all (the placeholder shows); a book without one is unchanged. */
  function removeCover(id: string, actor?: Actor): Promise<Book | undefined> {
    const activity = actor && { actor, action: "cover.remove" as const };
    return changeCover(
      id,
      (tx, ref, current) => {
        if (!current.cover) return;
        deleteCoverVariants(tx, ref, current.cover);
        tx.update(ref, { cover: FieldValue.delete(), coverImage: "", updatedAt: Timestamp.now() });
        return "";
      },
      activity,
    );
  }

  /** The WebP bytes of one variant, or undefined when there is no such variant (any more). */
  async function readCoverVariant(bookId: string, name: string): Promise<Buffer | undefined> {
    const snapshot = await coverVariantRef(bookRef(bookId), name).get();
    return snapshot.exists ? (snapshot.get("bytes") as Buffer) : undefined;
  }

  return { putCover, removeCover, readCoverVariant };
}
export type CoversRepository = ReturnType<typeof createCoversRepository>;

/** The cleanup the catalogue asks of the covers when a book loses its cover or is deleted (lib/cover-cleanup.ts). */
export const coverCleanup: CoverCleanup = { deleteCoverVariants };
