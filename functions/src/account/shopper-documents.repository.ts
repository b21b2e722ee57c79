import type { Firestore } from "firebase-admin/firestore";
import { userRef } from "../lib/users.repository";

export function createShopperDocumentsRepository(firestore: Firestore) {
  return {
    /** Deletes `users/<uid>` and everything under it (the wishlist, the saved addresses), whatever is left of them. */
    async deleteShopperDocuments(uid: string): Promise<void> {
      await firestore.recursiveDelete(userRef(firestore, uid));
    },
  };
}
