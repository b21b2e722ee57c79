// Firestore for the one-request CSV import: the documents an import file names, and the import's writes in
// batches.
import { recordActivity, type ActivityRecord } from "../lib/activity-log";
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { conflict } from "../lib/http-error";
import { BOOKS, type BookDocument } from "../lib/book-document";
import type { CatalogWrite, ImportCatalog, StoredBook, StoredClaim } from "./book-import-plan";
import { catalogChanged } from "../lib/catalog-version.repository";
import { addCatalogWrite } from "./catalog-writes.repository";
import { ISBNS } from "../lib/isbn-claims";
import type { StockLedger } from "../lib/stock-ledger";
import { GrpcStatus, grpcCode } from "../lib/grpc-status";

// Documents per getAll and per batch: well inside Firestore's limits (500 writes per commit), and small
// enough that a few can be in flight at once without holding much memory.
const READ_CHUNK = 300;
const BATCH_WRITES = 400;
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

// gRPC codes of a write whose precondition no longer held: the document exists, is gone, or was changed.
const { ALREADY_EXISTS, NOT_FOUND, FAILED_PRECONDITION } = GrpcStatus;
const MOVED_ON = new Set<unknown>([ALREADY_EXISTS, NOT_FOUND, FAILED_PRECONDITION]);

/** 409 import-interrupted: part of the file is written, and rerunning it finishes the rest. */
const interrupted = (written: number, total: number) =>
  conflict(
    "import-interrupted",
    `The catalog changed while the file was being imported: ${written} of ${total} books were written. ` +
      "Import the same file again to finish.",
  );

/**
 * Commits the import's writes in batches of at most BATCH_WRITES, each marking the catalog as changed (so
 * every instance's page cache sees the batch at once). A row's writes, its book and its ISBN's claim, are
 * never split between batches. Batches are not one transaction: if one fails because a document changed since
 * it was read, the others may have committed, and the answer says so (409 import-interrupted). The same file
 * imported again then finds what was written (rows are matched by id, ISBN or the id a created row derives
 * from its content) and writes only the rest; likewise after the function died half-way.
 */
async function commitImport(
  firestore: Firestore,
  rowWrites: CatalogWrite[][],
  activity?: ActivityRecord,
): Promise<void> {
  const batches: CatalogWrite[][][] = [[]];
  let size = 0;
  for (const writes of rowWrites) {
    // Room for the catalog's version and the activity log's entry.
    if (size + writes.length > BATCH_WRITES - 2) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(writes);
    size += writes.length;
  }

  let written = 0;
  try {
    await eachInPool(
      batches.filter((rows) => rows.length),
      async (rows, index) => {
        const batch = firestore.batch();
        for (const write of rows.flat()) addCatalogWrite(firestore, batch, write);
        batch.set(...catalogChanged(firestore));
        // The import is logged once, with its first batch: batches are not one transaction (see above).
        if (activity && index === 0) recordActivity(batch, firestore, activity);
        await batch.commit();
        written += rows.length;
      },
    );
  } catch (error) {
    if (MOVED_ON.has(grpcCode(error))) throw interrupted(written, rowWrites.length);
    throw error;
  }
}

/** The CSV import's Firestore, built once by the composition root (deps.ts). */
/** The import reads a sharded book's stock as its shards' sum. */
type StockCount = Pick<StockLedger, "countStock">;

export function createBooksCsvRepository(firestore: Firestore, stock: StockCount) {
  return {
    readImportCatalog: (keys: { bookIds: string[]; isbns: string[] }) => readImportCatalog(firestore, keys, stock),
    commitImport: (rowWrites: CatalogWrite[][], activity?: ActivityRecord) =>
      commitImport(firestore, rowWrites, activity),
  };
}
export type BooksCsvRepository = ReturnType<typeof createBooksCsvRepository>;
