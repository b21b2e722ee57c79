import { FieldValue, type Firestore } from "firebase-admin/firestore";

/**
 * One document whose update time changes with every write to the catalog made by this code (the API's create,
 * edit and delete, and the seed). Caches of catalog pages are keyed by it, so a write is seen by every function
 * instance on its next request, not when its cache happens to expire.
 */
const versionRef = (firestore: Firestore) => firestore.collection("meta").doc("catalog");

/** The write that marks the catalog as changed: `tx.set(...catalogChanged(firestore))`, in the change's own commit. */
export const catalogChanged = (firestore: Firestore) =>
  [versionRef(firestore), { changedAt: FieldValue.serverTimestamp() }] as const;

export function createCatalogVersionRepository(firestore: Firestore) {
  return {
    /** The catalog's current version; undefined when nothing has marked it yet (then nothing may be cached). */
    async catalogVersion(): Promise<string | undefined> {
      const { updateTime } = await versionRef(firestore).get();
      return updateTime ? `${updateTime.seconds}.${updateTime.nanoseconds}` : undefined;
    },
  };
}
export type CatalogVersionRepository = ReturnType<typeof createCatalogVersionRepository>;
