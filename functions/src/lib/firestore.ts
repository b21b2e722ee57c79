import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

// Lazily initialised so that importing the app (tests, the seed CLI) has no side effects until it is used.
function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
