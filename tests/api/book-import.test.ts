// CSV export and import of the catalog (GET /api/books/export, POST /api/books/import, which runs the file as an
// import job and waits for it): who may call them, what a file must look like, and that an import writes all of
// a file or nothing, and nothing twice. Every test works on books of its own, found by a word in their titles
// that no other book has.
import { BOOK_CSV_COLUMNS, importResultSchema, type Book, type BookInput } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { exportBooks, importBooks, readCsv, toCsv } from "@bookstore/testing/books-csv";
import { snapshotDatabase } from "@bookstore/testing/database";
import { uniqueIsbn } from "@bookstore/testing/catalog";
import { placeOrder } from "@bookstore/testing/orders";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { titleMarkers } from "../support/imported-books";

let token: string;
const markers = titleMarkers();
const marker = markers.next;

beforeAll(async () => {
  token = await adminToken();
});

/** The stored books whose title has `word`, by title. */
async function booksWith(word: string): Promise<Map<string, Book>> {
  const snapshot = await getFirestore().collection("books").where("searchTokens", "array-contains", word).get();
  const books = await Promise.all(snapshot.docs.map((doc) => api<Book>(`/api/books/${doc.id}`)));
  return new Map(books.map(({ body }) => [body.title, body]));
}

afterAll(() => markers.deleteBooks(), scaled(60_000));

/** A row of a new book, as an admin types it in a spreadsheet. */
const newRow = (title: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  title,
  author: "Ines Importer",
  description: "A book an import test made.",
  category: "fiction",
  trending: "false",
  oldPrice: "20",
  newPrice: "15.5",
  stock: "3",
  ...overrides,
});
const NEW_BOOK_COLUMNS = Object.keys(newRow(""));

async function createBook(input: Partial<BookInput> & { title: string }): Promise<Book> {
  const res = await api<Book>("/api/books/create-book", {
    method: "POST",
    token,
    body: {
      author: "Ines Importer",
      description: "A book an import test made.",
      category: "fiction",
      trending: false,
      oldPrice: 20,
      newPrice: 15,
      stock: 4,
      ...input,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

// The import's job (its record, and the one-job lock in meta) is written whatever the file: the catalog is not.
const SNAPSHOT = { exclude: ["adminLoginAttempts", "importJobs", "meta"] };

describe("who may export and import", () => {
  it("needs an admin: no token → 401, a shopper's token → 403, on both calls", async () => {
    const file = toCsv([newRow("Never imported")], NEW_BOOK_COLUMNS);
    expectApiError(await exportBooks(), 401);
    expectApiError(await importBooks(file, {}), 401);
    const shopper = await createShopper("csv");
    expectApiError(await exportBooks(shopper.idToken), 403);
    expectApiError(await importBooks(file, { token: shopper.idToken }), 403);
    expectApiError(await importBooks(file, { token: "not-a-jwt", dryRun: false }), 403);
  });
});

describe("GET /api/books/export", () => {
  it("sends every book with every field as a CSV attachment named by the day", async () => {
    const word = marker();
    const isbn = uniqueIsbn();
    const book = await createBook({
      title: `Export, "quoted" ${word}`,
      description: "Two lines,\nand a comma.",
      trending: true,
      newPrice: 12.5,
      isbn,
      publisher: "Harbour Lane",
      pages: 120,
      format: "paperback",
    });
    const plain = await createBook({ title: `Export plain ${word}`, stock: 0 });

    const res = await exportBooks(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="books-${day}.csv"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.text.split(/\r?\n/)[0]).toBe(BOOK_CSV_COLUMNS.join(","));
    // The byte-order mark spreadsheets need to read UTF-8 comes first (text() reads past it).
    const raw = await fetch(`${HOSTING_URL}/api/books/export`, {
      headers: { Authorization: `Bearer ${token}`, Connection: "close" },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = readCsv(res.text);
    const catalog = (await api<Book[]>("/api/books/")).body;
    expect(rows.map((row) => row.id)).toEqual(catalog.map((each) => each._id));
    expect(rows.find((row) => row.id === book._id)).toEqual({
      id: book._id,
      title: book.title,
      author: "Ines Importer",
      contributors: "",
      description: "Two lines,\nand a comma.",
      category: "fiction",
      trending: "true",
      oldPrice: "20",
      newPrice: "12.5",
      stock: "4",
      coverImage: "",
      isbn,
      publisher: "Harbour Lane",
      publishedYear: "",
      pages: "120",
      language: "",
      format: "paperback",
      createdAt: book.createdAt,
    });
    expect(rows.find((row) => row.id === plain._id)).toMatchObject({ trending: "false", stock: "0", isbn: "" });
  });
});

describe("POST /api/books/import: what a file must be", () => {
  it("refuses another content type with 415", async () => {
    const res = await importBooks(JSON.stringify([newRow("x")]), { token, contentType: "application/json" });
    expectApiError(res, 415);
  });

  it("refuses unknown and missing columns with 400 naming them, and a dryRun that is not true or false", async () => {
    const unknown = await importBooks(toCsv([{ ...newRow("x"), price: "3" }], [...NEW_BOOK_COLUMNS, "price"]), {
      token,
    });
    expectApiError(unknown, 400);
    expect(unknown.body.error.fields).toEqual({ price: ["Unknown column"] });
    expect(unknown.body.error.message).toContain("unknown columns: price");

    const missing = await importBooks(
      toCsv([newRow("x")], ["title", "description", "category", "oldPrice", "newPrice"]),
      { token },
    );
    expectApiError(missing, 400);
    expect(missing.body.error.fields).toEqual({ author: ["Missing column"], trending: ["Missing column"] });

    expectApiError(await importBooks("", { token }), 400);
    const dryRun = await api("/api/books/import?dryRun=maybe", {
      method: "POST",
      token,
      rawBody: toCsv([newRow("x")], NEW_BOOK_COLUMNS),
      headers: { "Content-Type": "text/csv" },
    });
    expectApiError(dryRun, 400);
    expect(Object.keys(dryRun.body.error.fields)).toEqual(["dryRun"]);
  });

  it("reads a stray quote as itself, a Windows-1252 file as such, and refuses a quote never closed naming its row", async () => {
    const word = marker();
    const title = `${word} 5" ruler`;
    const file = toCsv([newRow(`${word} one`), newRow(title)], NEW_BOOK_COLUMNS).replace(`"${word} 5"" ruler"`, title);
    expect(file).toContain(`\n${title},`);
    const latin1 = Buffer.from(`${NEW_BOOK_COLUMNS.join(",")}\nCaf\xe9 ${word},A,B,fiction,false,1,1,1\n`, "latin1");
    const read = await api("/api/books/import", {
      method: "POST",
      token,
      rawBody: Buffer.concat([Buffer.from(file), latin1.subarray(latin1.indexOf("\n") + 1)]),
      headers: { "Content-Type": "text/csv" },
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ created: 3, errors: [] });
    expect([...(await booksWith(word)).keys()].sort()).toEqual([`${word} one`, title, `Café ${word}`].sort());

    const unclosed = await importBooks(`${NEW_BOOK_COLUMNS.join(",")}\n"${word},A,B,fiction,false,1,1,1\n`, { token });
    expectApiError(unclosed, 400);
    expect(unclosed.body.error.message).toBe("The file is not valid CSV: row 1 opens a quote that is never closed");
  });
});

describe("POST /api/books/import: what it does", () => {
  it("creates new books, updates one by its id and one by its ISBN, after a dry run that writes nothing", async () => {
    const word = marker();
    const byId = await createBook({ title: `By id ${word}`, stock: 4 });
    const isbn = uniqueIsbn();
    const byIsbn = await createBook({ title: `By ISBN ${word}`, isbn });
    const file = toCsv([
      { ...newRow(`New one ${word}`), isbn: "" },
      { ...newRow(`New two ${word}`, { trending: "TRUE", category: "Horror" }), publisher: "Northlight" },
      { ...newRow(`By id ${word}`, { newPrice: "9.99", stock: "7" }), id: byId._id },
      // No id: the ISBN (typed with hyphens) names the book.
      { ...newRow(`By ISBN, renamed ${word}`), isbn: `${isbn.slice(0, 3)}-${isbn.slice(3)}` },
    ]);

    const before = await snapshotDatabase(SNAPSHOT);
    const preview = await importBooks(file, { token });
    expect(preview.status, preview.text).toBe(200);
    expect(importResultSchema.strict().parse(preview.body)).toEqual({
      dryRun: true,
      created: 2,
      updated: 2,
      unchanged: 0,
      errors: [],
    });
    expect(await snapshotDatabase(SNAPSHOT)).toEqual(before);

    const imported = await importBooks(file, { token, dryRun: false });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body).toEqual({ dryRun: false, created: 2, updated: 2, unchanged: 0, errors: [] });

    const books = await booksWith(word);
    expect([...books.keys()].sort()).toEqual(
      [`By ISBN, renamed ${word}`, `By id ${word}`, `New one ${word}`, `New two ${word}`].sort(),
    );
    expect(books.get(`New two ${word}`)).toMatchObject({
      category: "horror",
      trending: true,
      newPrice: 15.5,
      stock: 3,
      publisher: "Northlight",
    });
    expect(books.get(`By id ${word}`)).toMatchObject({ _id: byId._id, newPrice: 9.99, stock: 7 });
    expect(books.get(`By ISBN, renamed ${word}`)).toMatchObject({ _id: byIsbn._id, isbn, stock: 3 });
    // The new books are in the catalog's pages and searches at once.
    const page = await api(`/api/books/?q=${word}&limit=10`);
    expect(page.body.total).toBe(4);
  });

  it("writes nothing from a file with any invalid row, and lists every row's errors at their columns (422)", async () => {
    const word = marker();
    const file = toCsv([
      newRow(`Fine ${word}`),
      newRow(`Bad price ${word}`, { newPrice: "12.345" }),
      newRow("", { trending: "maybe" }),
      { ...newRow(`Unknown id ${word}`), id: "no-such-book-here" },
    ]);
    const before = await snapshotDatabase(SNAPSHOT);
    const res = await importBooks(file, { token, dryRun: false });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toEqual({
      dryRun: false,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [
        { row: 2, field: "newPrice", message: "New price must have at most 2 decimals" },
        { row: 3, field: "trending", message: "Trending must be true or false" },
        { row: 3, field: "title", message: "Title is required" },
        { row: 4, field: "_", message: "No book has the id no-such-book-here: leave the id empty to add a new book" },
      ],
    });
    expect(await snapshotDatabase(SNAPSHOT)).toEqual(before);
    // A dry run of the same file answers 200 with the same errors, for the preview.
    const preview = await importBooks(file, { token });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual(res.body.errors);
  });

  it("refuses an ISBN used twice in the file, or by another book of the catalog", async () => {
    const word = marker();
    const owner = await createBook({ title: `Owner ${word}`, isbn: uniqueIsbn() });
    const other = await createBook({ title: `Other ${word}` });
    const twice = uniqueIsbn();
    const res = await importBooks(
      toCsv([
        { ...newRow(`First ${word}`), isbn: twice },
        { ...newRow(`Second ${word}`), isbn: twice },
        { ...newRow(`Other ${word}`), id: other._id, isbn: owner.isbn! },
      ]),
      { token, dryRun: false },
    );
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toEqual([
      { row: 2, field: "_", message: "Row 1 is already about this book" },
      { row: 3, field: "isbn", message: `The ISBN ${owner.isbn} already belongs to “${owner.title}”` },
    ]);
    expect([...(await booksWith(word)).keys()].sort()).toEqual([`Other ${word}`, `Owner ${word}`]);
  });

  it("changes nothing when it imports an export of the catalog (the round trip)", async () => {
    const word = marker();
    await createBook({ title: `Round trip ${word}`, isbn: uniqueIsbn(), publisher: "Ace", pages: 99 });
    const exported = await exportBooks(token);
    const rows = readCsv(exported.text);
    const before = await snapshotDatabase(SNAPSHOT);
    const res = await importBooks(exported.text, { token, dryRun: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: rows.length, errors: [] });
    expect(await snapshotDatabase(SNAPSHOT)).toEqual(before);
    expect((await exportBooks(token)).text).toBe(exported.text);
  });

  it("exports a sharded book's stock as its shards' sum while the catalog's figure trails it", async () => {
    const word = marker();
    const book = await createBook({ title: `Sharded ${word}`, stock: 5 });
    // Its first order spreads the copies over shards and takes one: 4 left.
    await placeOrder(await createShopper("sharded"), [book]);
    // The catalog's figure is brought up to date after orders commit; hold it behind, as a burst of orders can.
    await getFirestore().collection("books").doc(book._id).update({ stock: 9 });
    const row = readCsv((await exportBooks(token)).text).find((exported) => exported.id === book._id);
    expect(row?.stock).toBe("4");
    const res = await importBooks(toCsv([row!]), { token, dryRun: false });
    expect(res.body).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: 1, errors: [] });
  });

  it("creates nothing new when a file without ids is imported again, even with corrected prices", async () => {
    const word = marker();
    const file = (price: string) =>
      toCsv([newRow(`Rerun one ${word}`, { newPrice: price }), newRow(`Rerun two ${word}`)], NEW_BOOK_COLUMNS);
    expect((await importBooks(file("15.5"), { token, dryRun: false })).body).toMatchObject({ created: 2 });
    const first = await booksWith(word);

    const rerun = await importBooks(file("15.5"), { token, dryRun: false });
    expect(rerun.body).toEqual({ dryRun: false, created: 0, updated: 0, unchanged: 2, errors: [] });
    const corrected = await importBooks(file("11"), { token, dryRun: false });
    expect(corrected.body).toEqual({ dryRun: false, created: 0, updated: 1, unchanged: 1, errors: [] });

    const after = await booksWith(word);
    expect([...after.values()].map((book) => book._id).sort()).toEqual([...first.values()].map((b) => b._id).sort());
    expect(after.get(`Rerun one ${word}`)!.newPrice).toBe(11);
  });

  it(
    // Seven chunks of the job, each written whole; a file at the 5,000-row limit takes about 12 s (decision 010).
    "imports 1,000 books in one file within the request",
    async () => {
      const word = marker();
      const rows = Array.from({ length: 1000 }, (_, i) =>
        newRow(`Bulk ${word} ${i}`, {
          description: `Book ${i} of a file of a thousand, imported at once by the API tests.`,
          newPrice: String(1 + (i % 90)),
          stock: String(i % 40),
        }),
      );
      const file = toCsv(rows, NEW_BOOK_COLUMNS);
      expect(Buffer.byteLength(file)).toBeGreaterThan(100_000);

      const imported = await importBooks(file, { token, dryRun: false });
      expect(imported.status, imported.text.slice(0, 300)).toBe(200);
      expect(imported.body).toEqual({ dryRun: false, created: 1000, updated: 0, unchanged: 0, errors: [] });
      const count = await getFirestore()
        .collection("books")
        .where("searchTokens", "array-contains", word)
        .count()
        .get();
      expect(count.data().count).toBe(1000);
    },
    scaled(120_000),
  );

  it("refuses a file of more than 5,000 books, at its first extra row", async () => {
    const file = toCsv(
      Array.from({ length: 5001 }, (_, i) => newRow(`Too many ${i}`)),
      NEW_BOOK_COLUMNS,
    );
    const res = await importBooks(file, { token });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([{ row: 5001, field: "_", message: expect.stringContaining("at most 5,000") }]);
  });
});
