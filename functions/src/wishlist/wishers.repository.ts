import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import type { Wisher } from "../stock";

/** At most this many wishers are told of one restock, so its commit stays well inside Firestore's 500 writes. */
export const MAX_WISHERS_PER_RESTOCK = 200;
/** Auth's getUsers takes at most 100 identifiers a call. */
const AUTH_BATCH = 100;

/**
 * The shoppers who wish for a book, at their address when it is verified (Auth's emailVerified: anyone can sign up
 * with anyone's address, decision 018), at most MAX_WISHERS_PER_RESTOCK of them; those past that are not told.
 */
export function createWishersRepository(firestore: Firestore, auth: () => Auth) {
  return {
    async listVerifiedWishers(bookId: string): Promise<Wisher[]> {
      const wishes = await firestore
        .collectionGroup("wishlist")
        .where("bookId", "==", bookId)
        .limit(MAX_WISHERS_PER_RESTOCK)
        .select()
        .get();
      const uids = wishes.docs.flatMap((wish) => (wish.ref.parent.parent ? [wish.ref.parent.parent.id] : []));
      const wishers: Wisher[] = [];
      for (let i = 0; i < uids.length; i += AUTH_BATCH) {
        const { users } = await auth().getUsers(uids.slice(i, i + AUTH_BATCH).map((uid) => ({ uid })));
        for (const user of users)
          if (user.emailVerified && user.email) wishers.push({ uid: user.uid, email: user.email });
      }
      return wishers;
    },
  };
}
export type WishersRepository = ReturnType<typeof createWishersRepository>;
