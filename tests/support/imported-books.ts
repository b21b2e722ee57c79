import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { getFirestore } from "@bookstore/testing/firestore-admin";

/**
 * Deletes the books an import test made (each title holds one of its marker words) with their ISBN claims, and
 * marks the catalog changed so that no cached page still lists them.
 */
export async function deleteImportedBooks(markers: readonly string[]): Promise<void> {
  const db = getFirestore();
  const writer = db.bulkWriter();
  for (const word of markers) {
    const snapshot = await db.collection("books").where("searchTokens", "array-contains", word).get();
    for (const doc of snapshot.docs) {
      const isbn = doc.get("isbn") as string | undefined;
      if (isbn) void writer.delete(db.collection("isbns").doc(isbn));
      void writer.delete(doc.ref);
    }
  }
  void writer.set(db.collection("meta").doc("catalog"), { changedAt: FieldValue.serverTimestamp() });
  await writer.close();
}

/**
 * Words for a test file's imported books: `next()` gives a word found in no other book's title, to put in each
 * title a test imports; `deleteBooks()` (after the file's tests) removes every book holding one.
 */
export function titleMarkers() {
  const words: string[] = [];
  return {
    next(): string {
      const word = `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
      words.push(word);
      return word;
    },
    deleteBooks: () => deleteImportedBooks(words),
  };
}
