import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import type { CatalogWrite } from "./book-import-plan";

/** Adds one planned write to a batch: creates fail on an existing document, updates and deletes on a changed one. */
export function addCatalogWrite(firestore: Firestore, batch: WriteBatch, write: CatalogWrite): void {
  const ref = firestore.collection(write.collection).doc(write.id);
  if (write.op === "create") batch.create(ref, write.data);
  else if (write.op === "set") batch.set(ref, write.data, { merge: true });
  else if (write.op === "update") batch.update(ref, write.data, { lastUpdateTime: write.lastUpdateTime });
  else batch.delete(ref, write.lastUpdateTime ? { lastUpdateTime: write.lastUpdateTime } : {});
}
