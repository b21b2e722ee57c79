import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Precondition,
  type SetOptions,
  type UpdateData,
} from "firebase-admin/firestore";

// Lazily initialised so that importing the app (tests, the seed CLI) has no side effects until it is used.
function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const adminAuth = () => getAuth(app());

/** The writes a transaction and a batch share, for code that queues its writes into either. */
export interface Writes {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
  update(ref: DocumentReference, data: UpdateData<DocumentData>, precondition?: Precondition): unknown;
  delete(ref: DocumentReference, precondition?: Precondition): unknown;
}
