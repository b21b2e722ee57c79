// How an import's writes are cut into batches, with Firestore's batches in memory: the API tests
// (tests/api/book-import.test.ts) write real files; a batch refused half-way can't be timed there.
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-error";
import type { CatalogWrite } from "./book-import-plan";
import { createBooksCsvRepository } from "./books-csv.repository";

/** Batches that record their writes when committed; the batch numbered `refuse` fails as a changed document would. */
function memoryFirestore({ refuse, code = 9 }: { refuse?: number; code?: number } = {}) {
  const committed: string[][] = [];
  let started = 0;
  const firestore = {
    collection: (collection: string) => ({ doc: (id: string) => ({ path: `${collection}/${id}` }) }),
    batch() {
      const number = started++;
      const writes: string[] = [];
      const record = (op: string) => (ref: { path: string }) => {
        writes.push(`${op} ${ref.path}`);
        return batch;
      };
      const batch = {
        create: record("create"),
        update: record("update"),
        delete: record("delete"),
        set: record("set"),
        async commit() {
          if (number === refuse) throw Object.assign(new Error("precondition"), { code });
          committed.push(writes);
        },
      };
      return batch;
    },
  } as unknown as Firestore;
  return { firestore, committed };
}

const at = Timestamp.fromMillis(0);
/** Committing reads no stock. */
const unusedStock = { countStock: () => Promise.reject(new Error("not read when committing")) };
/** A created book with its ISBN's claim (2 writes), or an update that moves its ISBN (3 writes). */
const created = (i: number): CatalogWrite[] => [
  { op: "create", collection: "books", id: `new-${i}`, data: {} },
  { op: "create", collection: "isbns", id: `isbn-${i}`, data: {} },
];
const moved = (i: number): CatalogWrite[] => [
  { op: "update", collection: "books", id: `old-${i}`, data: {}, lastUpdateTime: at },
  { op: "delete", collection: "isbns", id: `was-${i}`, lastUpdateTime: at },
  { op: "create", collection: "isbns", id: `now-${i}`, data: {} },
];

describe("committing an import", () => {
  it("writes in batches of at most 400, each marking the catalog changed, never splitting a row's writes", async () => {
    const { firestore, committed } = memoryFirestore();
    const rows = Array.from({ length: 500 }, (_, i) => (i % 2 ? moved(i) : created(i)));
    await createBooksCsvRepository(firestore, unusedStock).commitImport(rows);

    const all = committed.flat();
    expect(all.filter((write) => write !== "set meta/catalog")).toHaveLength(250 * 2 + 250 * 3);
    for (const batch of committed) {
      expect(batch.length).toBeLessThanOrEqual(400);
      expect(batch.at(-1)).toBe("set meta/catalog");
    }
    // Every row's writes are in one batch.
    for (let i = 0; i < 500; i++) {
      const holding = committed.filter((batch) => batch.some((write) => write.endsWith(`-${i}`)));
      expect(holding, `row ${i}`).toHaveLength(1);
    }
    expect(committed.length).toBe(4);
  });

  it("answers 409 import-interrupted, saying how many books were written, when a document changed meanwhile", async () => {
    const { firestore, committed } = memoryFirestore({ refuse: 1 });
    const rows = Array.from({ length: 1000 }, (_, i) => created(i));
    const error = await createBooksCsvRepository(firestore, unusedStock)
      .commitImport(rows)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    const written = committed.flat().filter((write) => write.startsWith("create books/")).length;
    expect(written).toBeLessThan(1000);
    expect(error).toMatchObject({
      status: 409,
      code: "import-interrupted",
      message: `The catalog changed while the file was being imported: ${written} of 1000 books were written. Import the same file again to finish.`,
    });
  });

  it("passes other failures on (a database that is down is the error handler's 503)", async () => {
    const { firestore } = memoryFirestore({ refuse: 0, code: 14 });
    await expect(createBooksCsvRepository(firestore, unusedStock).commitImport([created(1)])).rejects.toMatchObject({
      code: 14,
    });
  });
});
