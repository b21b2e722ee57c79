import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { IMPORT_JOB, type ImportMapping } from "@bookstore/schema";
import { fieldColumns, repairRow } from "./import-repair";
import type { FileRow } from "./import-file";
import type { ImportJobsRepository } from "./import-jobs.repository";
import { CHUNK_ROWS, countKinds, createChunker, findRepeats, listFirst } from "./import-chunks";
import { createImportsService } from "./imports.service";

const header = ["Id", "Title", "Author", "ISBN"];
const importer = { id: "cat", username: "cat", role: "catalog" as const };
const mapping: ImportMapping = { Id: "id", Title: "title", Author: "author", ISBN: "isbn" };
const repaired = (body: string[][], first = 1) =>
  body.map((cells, i) => repairRow({ row: first + i, cells }, fieldColumns(header, mapping), header));

/** Rows cut into chunks at once. */
function splitRows(rows: readonly FileRow[]) {
  const chunker = createChunker();
  return [...chunker.add(rows), ...chunker.end()];
}

describe("createChunker", () => {
  it("keeps every row, in order, in chunks of at most CHUNK_ROWS", () => {
    const rows = Array.from({ length: 400 }, (_, i) => ({ row: i * 2 + 1, cells: ["", `T${i}`, "A", ""] }));
    const chunks = splitRows(rows);
    expect(chunks.flatMap((chunk) => chunk.rows)).toEqual(rows);
    expect(chunks.map((chunk) => chunk.size)).toEqual([CHUNK_ROWS, CHUNK_ROWS, 400 - 2 * CHUNK_ROWS]);
    expect(chunks.every((chunk) => chunk.size === chunk.rows.length)).toBe(true);
  });

  it("refuses a row whose cells alone pass half a megabyte, naming it", () => {
    const rows = [
      { row: 2, cells: ["", "Short", "A", ""] },
      { row: 3, cells: ["", "Huge", "A", "x".repeat(600 * 1024)] },
    ];
    expect(() => splitRows(rows)).toThrow(expect.objectContaining({ status: 413, code: "row-too-large" }));
    expect(() => splitRows(rows)).toThrow(/Row 3 /);
  });

  it("starts a new chunk before a chunk's cells pass half a megabyte", () => {
    const long = "x".repeat(100_000);
    const chunks = splitRows(Array.from({ length: 12 }, (_, i) => ({ row: i + 1, cells: ["", `T${i}`, "A", long] })));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(JSON.stringify(chunk.rows).length).toBeLessThan(600_000);
  });

  it("cuts rows given a few at a time as it cuts them given at once", () => {
    const rows = Array.from({ length: 333 }, (_, i) => ({ row: i + 1, cells: [`T${i}`, "x".repeat(i * 37)] }));
    const chunker = createChunker();
    const chunks = [];
    for (let at = 0; at < rows.length; at += 7) chunks.push(...chunker.add(rows.slice(at, at + 7)));
    chunks.push(...chunker.end());
    expect(chunks).toEqual(splitRows(rows));
  });
});

describe("findRepeats", () => {
  it("refuses a row about the book of a row in an earlier chunk, naming that row", () => {
    const first = findRepeats(
      repaired([
        ["", "Dune", "Frank Herbert", "9780441013593"],
        ["", "Emma", "Jane Austen", ""],
      ]),
      new Map(),
    );
    expect(first.errors.size).toBe(0);
    const earlier = new Map(first.claims.map(({ key, row }) => [key, row]));
    const later = findRepeats(
      repaired(
        [
          ["", "Dune (again)", "Someone", "978-0-441-01359-3"],
          ["", "emma", "JANE AUSTEN", ""],
          ["", "Children of Dune", "Frank Herbert", ""],
        ],
        200,
      ),
      earlier,
    );
    expect([...later.errors.values()]).toEqual([
      { row: 200, field: "_", message: "Row 1 is already about this book" },
      { row: 201, field: "_", message: "Row 2 is already about this book" },
    ]);
    expect(later.claims.map((claim) => claim.row)).toEqual([202]);
  });

  it("finds the same repeats whatever the chunks the rows are cut into", () => {
    const cell = (values: string[]) => fc.constantFrom(...values);
    const row = fc.tuple(
      cell(["", "", "abc", "def"]),
      cell(["Dune", "Emma", "Ulysses"]),
      cell(["Austen", "Joyce"]),
      cell(["", "9780441013593", "9780141439518", "not an isbn"]),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.array(fc.nat(40)), (body, cuts) => {
        const rows = repaired(body);
        const whole = findRepeats(rows, new Map());
        const claims = new Map<string, number>();
        const errors = new Map<number, unknown>();
        const ends = [...new Set(cuts.map((cut) => Math.min(cut, rows.length)))].sort((a, b) => a - b);
        let start = 0;
        for (const end of [...ends, rows.length]) {
          const part = findRepeats(rows.slice(start, end), claims);
          for (const [key, found] of part.errors) errors.set(key, found);
          for (const { key, row: claimedBy } of part.claims) claims.set(key, claimedBy);
          start = Math.max(start, end);
        }
        expect(errors).toEqual(whole.errors);
      }),
    );
  });
});

describe("a file refused part-way", () => {
  it("is discarded only after the chunk writes it had sent have landed", async () => {
    const events: string[] = [];
    let land = () => {};
    const landed = new Promise<void>((resolve) => (land = resolve));
    // Stands in for Firestore: the chunk batches sent before the file is refused land only when the test says.
    const repository = {
      readLastMapping: async () => undefined,
      claimImportLock: async () => "job-1",
      chunkWriter: () => ({
        add: async () => {
          if (!events.includes("sent")) events.push("sent");
        },
        close: async () => {},
        settled: async () => {
          events.push("waiting");
          await landed;
          events.push("landed");
        },
      }),
      discardImportJob: async () => void events.push("discarded"),
    } as unknown as ImportJobsRepository;
    const service = createImportsService(repository);

    const file = Buffer.from(`Title\n${"A book\n".repeat(IMPORT_JOB.maxRows + 1)}`);
    const refused = expect(service.start(importer, file, "text/csv", { dryRun: true })).rejects.toMatchObject({
      status: 413,
    });
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(1), { timeout: 30_000 });
    land();
    await refused;
    expect(events).toEqual(["sent", "waiting", "landed", "discarded"]);
  });
});

describe("a header no file of books has", () => {
  it("is refused with 413 before any chunk is written, and the lock is freed", async () => {
    const calls: string[] = [];
    // Stands in for Firestore: records what the start would store.
    const repository = {
      readLastMapping: async () => ({}),
      claimImportLock: async () => "job-1",
      chunkWriter: () => ({
        add: async () => void calls.push("chunk"),
        close: async () => void calls.push("close"),
        settled: async () => {},
      }),
      createImportJob: async () => void calls.push("job"),
      discardImportJob: async () => void calls.push("discarded"),
    } as unknown as ImportJobsRepository;
    const service = createImportsService(repository);
    const body = "A,B\n".repeat(2_000);
    const long = Buffer.from(`Title,${"x".repeat(1024 * 1024 + 1)}\n${body}`);
    await expect(service.start(importer, long, "text/csv", { dryRun: true })).rejects.toMatchObject({
      status: 413,
      code: "header-too-large",
    });
    const wide = Buffer.from(`${Array.from({ length: 25_000 }, (_, i) => `c${i}`).join(",")}\n${body}`);
    await expect(service.start(importer, wide, "text/csv", { dryRun: true })).rejects.toMatchObject({
      status: 413,
      code: "too-many-columns",
    });
    expect(calls).toEqual(["discarded", "discarded"]);
  });
});

describe("listFirst", () => {
  const error = (row: number, message = "Title is required") => ({ row, field: "title", message });

  it("keeps the first IMPORT_JOB.listed of each in row order, chunk after chunk, and cuts a long message", () => {
    const empty = { errors: [], warnings: [] };
    const first = listFirst(empty, { errors: [error(3), error(1)], warnings: [error(2, "x".repeat(2_000))] });
    expect(first.errors.map((e) => e.row)).toEqual([1, 3]);
    expect(Array.from(first.warnings[0]!.message)).toHaveLength(500);
    expect(first.warnings[0]!.message.endsWith("…")).toBe(true);
    const many = Array.from({ length: 300 }, (_, i) => error(i + 10));
    const full = listFirst(first, { errors: many, warnings: [] });
    expect(full.errors).toHaveLength(IMPORT_JOB.listed);
    expect(full.errors.at(-1)!.row).toBe(IMPORT_JOB.listed + 7);
    // Nothing to add: the same lists, so the job's document is not rewritten.
    expect(listFirst(full, { errors: [error(999)], warnings: [] }).errors).toBe(full.errors);
    expect(listFirst(full, { errors: [], warnings: [] })).toBe(full);
  });
});

describe("countKinds", () => {
  const warning = (row: number, kind: "isbnRepaired" | "priceRead") => ({ row, field: "x", message: `m${row}`, kind });

  it("counts a chunk's warnings by kind, with the first of each kind not seen before, without its kind", () => {
    const warnings = [warning(9, "priceRead"), warning(4, "priceRead"), warning(7, "isbnRepaired")];
    expect(countKinds(warnings, {})).toEqual({
      kinds: { priceRead: 2, isbnRepaired: 1 },
      newExamples: {
        priceRead: { row: 4, field: "x", message: "m4" },
        isbnRepaired: { row: 7, field: "x", message: "m7" },
      },
    });
    const seen = { priceRead: { row: 2, field: "x", message: "m2" } };
    expect(countKinds(warnings, seen).newExamples).toEqual({ isbnRepaired: { row: 7, field: "x", message: "m7" } });
  });
});
