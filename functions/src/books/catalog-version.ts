import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

/**
 * One document whose update time changes with every write to the catalog made by this code (the API's create,
 * edit and delete, and the seed). Caches of catalog pages are keyed by it, so a write is seen by every function
 * instance on its next request, not when its cache happens to expire.
 */
const versionRef = (firestore: Firestore = db()) => firestore.collection("meta").doc("catalog");

/** The write that marks the catalog as changed: `tx.set(...catalogChanged())`, in the change's own transaction. */
export const catalogChanged = (firestore: Firestore = db()) =>
  [versionRef(firestore), { changedAt: FieldValue.serverTimestamp() }] as const;

/** The catalog's current version; undefined when nothing has marked it yet (then nothing may be cached). */
export async function catalogVersion(): Promise<string | undefined> {
  const { updateTime } = await versionRef().get();
  return updateTime ? `${updateTime.seconds}.${updateTime.nanoseconds}` : undefined;
}
