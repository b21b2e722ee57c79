import type { Firestore } from "firebase-admin/firestore";

/**
 * `users/<uid>`: what a shopper keeps in their account (the wishlist, saved addresses) lives under their own
 * document, so nothing of one shopper's is ever read by a query over another's.
 */
export const USERS = "users";
export const userRef = (firestore: Firestore, uid: string) => firestore.collection(USERS).doc(uid);
