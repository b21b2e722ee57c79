// The part of the catalog an import job's chunk names, read before its rows are decided (book-import-plan.ts).
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { BOOKS, type BookDocument } from "../books";
import type { ImportCatalog, StoredBook, StoredClaim } from "./book-import-plan";
import { ISBNS } from "../lib/isbn-claims";
import type { StockLedger } from "../lib/stock-ledger";

/**
 * Documents per getAll. A chunk's rows name at most a few hundred documents (CHUNK_ROWS books, their ISBNs' claims
 * and the claims' books), so its reads are a few getAll calls at once, each small enough to hold little memory.
 */
const READ_CHUNK = 300;

async function readAll(firestore: Firestore, refs: DocumentReference[]) {
  const parts = Array.from({ length: Math.ceil(refs.length / READ_CHUNK) }, (_, i) =>
    refs.slice(i * READ_CHUNK, (i + 1) * READ_CHUNK),
  );
  const snapshots = await Promise.all(parts.map((part) => firestore.getAll(...part)));
  return snapshots.flat().filter((snapshot) => snapshot.exists);
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
