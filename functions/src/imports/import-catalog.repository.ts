// The part of the catalog an import job's chunk names: read before its rows are decided (book-import-plan.ts),
// and written as they were decided.
import type { DocumentReference, Firestore, WriteBatch } from "firebase-admin/firestore";
import { BOOKS, type BookDocument } from "../books";
import type { CatalogWrite, ImportCatalog, StoredBook, StoredClaim } from "./book-import-plan";
import { ISBNS } from "../lib/isbn-claims";
import type { StockLedger } from "../lib/stock-ledger";

/**
 * Documents per getAll. A chunk's rows name at most a few hundred documents (CHUNK_ROWS books, their ISBNs' claims
 * and the claims' books), so its reads are a few getAll calls at once, each small enough to hold little memory.
 */
const READ_CHUNK = 300;

async function readAll(firestore: Firestore, refs: DocumentReference[]) {
  const reads = [];
  for (let at = 0; at < refs.length; at += READ_CHUNK) reads.push(firestore.getAll(...refs.slice(at, at + READ_CHUNK)));
  return (await Promise.all(reads)).flat().filter((snapshot) => snapshot.exists);
}

/** Adds one planned write to a batch: creates fail on an existing document, updates and deletes on a changed one. */
export function addCatalogWrite(firestore: Firestore, batch: WriteBatch, write: CatalogWrite): void {
  const ref = firestore.collection(write.collection).doc(write.id);
  if (write.op === "create") batch.create(ref, write.data);
  else if (write.op === "set") batch.set(ref, write.data, { merge: true });
  else if (write.op === "update") batch.update(ref, write.data, { lastUpdateTime: write.lastUpdateTime });
  else batch.delete(ref, write.lastUpdateTime ? { lastUpdateTime: write.lastUpdateTime } : {});
}

/** The books an import job's chunk names, read for its plan; built once by the composition root (deps.ts). */
export function createImportCatalogRepository(firestore: Firestore, { countStock }: Pick<StockLedger, "countStock">) {
  return {
    /**
     * The books and ISBN claims an import decides against: the books its rows name, the claims of the ISBNs its
     * rows and those books have, and the books holding those claims.
     */
    async readImportCatalog(keys: { bookIds: string[]; isbns: string[] }): Promise<ImportCatalog> {
      const books = new Map<string, StoredBook>();
      const claims = new Map<string, StoredClaim>();
      const readBooks = async (ids: Iterable<string>) => {
        const refs = [...new Set(ids)].filter((id) => !books.has(id)).map((id) => firestore.collection(BOOKS).doc(id));
        const snapshots = await readAll(firestore, refs);
        // A sharded book's stock is its shards' sum, which the file's stock is compared with and replaces.
        const stocks = await Promise.all(
          snapshots.map((snapshot) => countStock(snapshot, (...shards) => firestore.getAll(...shards))),
        );
        snapshots.forEach((snapshot, i) => {
          books.set(snapshot.id, {
            id: snapshot.id,
            data: { ...(snapshot.data() as BookDocument), stock: stocks[i]!.stock },
            updateTime: snapshot.updateTime!,
          });
        });
      };

      await readBooks(keys.bookIds);
      const isbns = new Set([...keys.isbns, ...[...books.values()].flatMap((book) => book.data.isbn ?? [])]);
      const claimRefs = [...isbns].map((isbn) => firestore.collection(ISBNS).doc(isbn));
      for (const snapshot of await readAll(firestore, claimRefs)) {
        claims.set(snapshot.id, { bookId: snapshot.get("bookId") as string, updateTime: snapshot.updateTime! });
      }
      await readBooks([...claims.values()].map((claim) => claim.bookId));
      return { books, claims };
    },
  };
}
