// The part of the catalog an import job's chunk names, read before its rows are decided (book-import-plan.ts).
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { BOOKS, type BookDocument } from "../books";
import type { ImportCatalog, StoredBook, StoredClaim } from "./book-import-plan";
import { ISBNS } from "../lib/isbn-claims";
import type { StockLedger } from "../lib/stock-ledger";

// Documents per getAll: well inside Firestore's limits, and small enough that a few can be in flight at once
// without holding much memory.
const READ_CHUNK = 300;
const IN_FLIGHT = 4;

/** Runs `work` on each item, at most IN_FLIGHT at once; stops starting new ones after a failure. */
async function eachInPool<T>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: IN_FLIGHT }, worker));
  const rejected = outcomes.find((outcome) => outcome.status === "rejected");
  if (rejected) throw rejected.reason;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

async function readAll(firestore: Firestore, refs: DocumentReference[]) {
  const snapshots: DocumentSnapshot[] = [];
  await eachInPool(chunks(refs, READ_CHUNK), async (chunk) => {
    snapshots.push(...(await firestore.getAll(...chunk)));
  });
  return snapshots.filter((snapshot) => snapshot.exists);
}

/**
 * The books and ISBN claims an import decides against: the books its rows name, the claims of the ISBNs its
 * rows and those books have, and the books holding those claims.
 */
async function readImportCatalog(
  firestore: Firestore,
  keys: { bookIds: string[]; isbns: string[] },
  { countStock }: StockCount,
): Promise<ImportCatalog> {
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
}

/** The import reads a sharded book's stock as its shards' sum. */
type StockCount = Pick<StockLedger, "countStock">;

/** The books an import job's chunk names, read for its plan; built once by the composition root (deps.ts). */
export const createImportCatalogRepository = (firestore: Firestore, stock: StockCount) => ({
  readImportCatalog: (keys: { bookIds: string[]; isbns: string[] }) => readImportCatalog(firestore, keys, stock),
});
