import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { OrderKey } from "../lib/cursor";
import { readPage } from "../lib/cursor-page.repository";
import { userRef } from "../lib/users.repository";

/** `users/<uid>/wishlist/<bookId>`: one wished book. */
export interface WishDocument {
  /** The wished book's id (the document's too), for finding a book's wishers across every list. */
  bookId?: string;
  addedAt: Timestamp;
  /** The book had no copy left when it was wished: once it has one again, it is back in stock. */
  soldOutWhenWished: boolean;
}

/** On `users/<uid>`: how many books the wishlist holds, kept with every add and removal, for its limit. */
interface UserCounts {
  wishlistCount?: number;
}

export interface Wish {
  bookId: string;
  addedAt: Date;
  soldOutWhenWished: boolean;
}

export type AddWishResult = { kind: "added" | "already"; wish: Wish } | { kind: "full" };

const NEWEST_WISH_FIRST: readonly OrderKey[] = [{ field: "addedAt", direction: "desc", kind: "time" }];

const toWish = (snapshot: DocumentSnapshot): Wish => {
  const data = snapshot.data() as WishDocument;
  return { bookId: snapshot.id, addedAt: data.addedAt.toDate(), soldOutWhenWished: data.soldOutWhenWished };
};

export function createWishlistRepository(firestore: Firestore) {
  const wishlist = (uid: string) => userRef(firestore, uid).collection("wishlist");

  return {
    /**
     * Adds a book unless it is there already or the list is full. One transaction over the shopper's counter and
     * the wish, so two adds at once can neither pass the limit nor count one book twice.
     */
    async addWish(uid: string, bookId: string, soldOut: boolean, max: number): Promise<AddWishResult> {
      const counterRef = userRef(firestore, uid);
      const wishRef = wishlist(uid).doc(bookId);
      return firestore.runTransaction(async (tx) => {
        const [counter, existing] = await tx.getAll(counterRef, wishRef);
        if (existing!.exists) return { kind: "already", wish: toWish(existing!) };
        const count = (counter!.data() as UserCounts | undefined)?.wishlistCount ?? 0;
        if (count >= max) return { kind: "full" };
        const document: WishDocument = { bookId, addedAt: Timestamp.now(), soldOutWhenWished: soldOut };
        tx.create(wishRef, document);
        tx.set(counterRef, { wishlistCount: count + 1 } satisfies UserCounts, { merge: true });
        return {
          kind: "added",
          wish: { bookId, addedAt: document.addedAt.toDate(), soldOutWhenWished: soldOut },
        };
      });
    },

    /** Takes books off the list (those not on it are ignored), the counter with them. */
    async removeWishes(uid: string, bookIds: readonly string[]): Promise<void> {
      if (bookIds.length === 0) return;
      const counterRef = userRef(firestore, uid);
      await firestore.runTransaction(async (tx) => {
        const [counter, ...wishes] = await tx.getAll(counterRef, ...bookIds.map((id) => wishlist(uid).doc(id)));
        const present = wishes.filter((wish) => wish.exists);
        if (present.length === 0) return;
        const count = (counter!.data() as UserCounts | undefined)?.wishlistCount ?? 0;
        for (const wish of present) tx.delete(wish.ref);
        tx.set(counterRef, { wishlistCount: Math.max(0, count - present.length) } satisfies UserCounts, {
          merge: true,
        });
      });
    },

    /** One page of wishes, newest first: at most limit + 1 documents read. */
    async listWishPage(
      uid: string,
      { limit, cursor }: { limit: number; cursor?: string },
    ): Promise<{ wishes: Wish[]; nextCursor: string | null }> {
      const query = wishlist(uid).orderBy("addedAt", "desc").orderBy(FieldPath.documentId(), "desc");
      const { docs, nextCursor } = await readPage(query, NEWEST_WISH_FIRST, { cursor, limit });
      return { wishes: docs.map(toWish), nextCursor };
    },

    /** Every wish, newest first: at most the list's limit of small documents. */
    async listAllWishes(uid: string): Promise<Wish[]> {
      const snapshot = await wishlist(uid).orderBy("addedAt", "desc").get();
      return snapshot.docs.map(toWish);
    },
  };
}
export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
