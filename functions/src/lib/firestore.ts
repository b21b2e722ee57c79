import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
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

/**
 * Queues `next` in place of the document `snapshot` read, on condition that it is still as read: created if it
 * was missing, updated, or deleted when `next` is undefined. A commit that lost a race to another write fails,
 * and its caller reads again.
 */
export function writeAsRead(writes: Writes, snapshot: DocumentSnapshot, next: DocumentData | undefined): void {
  const unchanged = { lastUpdateTime: snapshot.updateTime! };
  if (!snapshot.exists) {
    if (next) writes.create(snapshot.ref, next);
  } else if (next) writes.update(snapshot.ref, { ...next }, unchanged);
  else writes.delete(snapshot.ref, unchanged);
}
