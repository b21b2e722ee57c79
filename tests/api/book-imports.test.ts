// Importing a catalogue from another system's spreadsheet (POST /api/books/imports/preview, POST
// /api/books/imports, GET /api/books/imports/:id): how files are read (encodings, separators, xlsx), the
// mapping proposed and remembered, each dirty cell repaired or reported, and the background job: its figures,
// one job at a time, a dry run that writes nothing, and a job that resumes after its worker stopped.
import { IMPORT_JOB, type Book, type ImportJob } from "@bookstore/schema";
import { Timestamp } from "firebase-admin/firestore";
import { stringify } from "csv-stringify/sync";
import writeXlsxFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { exportBooks, readCsv, toCsv } from "@bookstore/testing/books-csv";
import { createBook, uniqueIsbn } from "@bookstore/testing/catalog";
import { importJob, previewImport, runImportSweep, startImport, waitForImport } from "@bookstore/testing/book-imports";
import { FOREIGN_HEADER, foreignCatalog, randomIsbn13 } from "@bookstore/testing/foreign-catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { zipDirectory } from "@bookstore/testing/zip-directory";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { titleMarkers } from "../support/imported-books";

let token: string;
const markers = titleMarkers();
const marker = markers.next;

beforeAll(async () => {
  token = await adminToken();
});

/** The stored books whose title has `word`. */
async function booksWith(word: string): Promise<Book[]> {
  const catalog = await api<Book[]>("/api/books/");
  return catalog.body.filter((book) => book.title.includes(word));
}

afterAll(() => markers.deleteBooks(), scaled(120_000));

const csvOf = (header: string[], rows: Record<string, string>[], delimiter = ",") =>
  stringify(rows, { header: true, columns: header, delimiter });

/** Starts a job and waits for it; the job must be accepted and finish. */
async function runImport(...args: Parameters<typeof startImport>): Promise<ImportJob> {
  const started = await startImport(...args);
  expect(started.status, started.text).toBe(202);
  const job = await waitForImport(started.body.id as string, token, scaled(120_000));
  expect(job.status).toBe("done");
  return job;
}

const accounted = (job: ImportJob) => job.created + job.updated + job.unchanged + job.skipped;

describe("who may import", () => {
  it("needs an admin on every call: no token → 401, a shopper → 403", async () => {
    const file = csvOf(["Title"], [{ Title: "x" }]);
    expectApiError(await previewImport(file, {}), 401);
    expectApiError(await startImport(file, {}), 401);
    expectApiError(await importJob("abc"), 401);
    const shopper = await createShopper("imports");
    expectApiError(await previewImport(file, { token: shopper.idToken }), 403);
    expectApiError(await startImport(file, { token: shopper.idToken }), 403);
    expectApiError(await importJob("abc", shopper.idToken), 403);
  });

  it("refuses another content type (415), an unknown job (404), and a mapping that is not JSON (400)", async () => {
    const res = await api("/api/books/imports/preview", {
      method: "POST",
      token,
      rawBody: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expectApiError(res, 415);
    expectApiError(await importJob("no-such-job", token), 404);
    const bad = await api("/api/books/imports?mapping=%7Bnope", {
      method: "POST",
      token,
      rawBody: "Title\nx\n",
      headers: { "Content-Type": "text/csv" },
    });
    expectApiError(bad, 400);
    expect(Object.keys(bad.body.error.fields)).toEqual(["mapping"]);
  });
});

describe("POST /api/books/imports/preview: reading any spreadsheet", () => {
  it("proposes a mapping for another system's column names and shows the rows repaired", async () => {
    const word = marker();
    const rows = foreignCatalog(10, word);
    const res = await previewImport(
      csvOf(
        FOREIGN_HEADER,
        rows.map((row) => row.cells),
      ),
      { token },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ encoding: "utf-8", delimiter: ",", columns: FOREIGN_HEADER, total: 10 });
    expect(res.body.mapping).toEqual({
      Title: "title",
      "Author(s)": "author",
      ISBN: "isbn",
      "ISBN-13": "isbn",
      "Original Publication Year": "publishedYear",
      Qty: "stock",
      Genre: "category",
      "List Price": "newPrice",
      Publisher: "publisher",
      "Language Code": "language",
      Binding: "format",
      "num pages": "pages",
      image_url: "coverImage",
      Description: "description",
    });
    expect(res.body.rows).toHaveLength(10);
    const byKind = Object.fromEntries(rows.map((row, i) => [row.kind, res.body.rows[i]]));
    expect(byKind["lost-zeros"].isbn).toBe(rows[1]!.isbn);
    expect(byKind["scientific"].isbn).toBe(rows[2]!.isbn);
    // Unreadable, so left out: an updated book would keep its own.
    expect(byKind["wrong-check-digit"]).not.toHaveProperty("isbn");
    expect(byKind["several-authors"]).toMatchObject({ author: "Writer 4", contributors: "Second Hand; Third Hand" });
    expect(byKind["comma-price"]).toMatchObject({ newPrice: "17.50", language: "English" });
    expect(byKind["ancient"].publishedYear).toBeUndefined();
    expect(byKind["mass-market"]).toMatchObject({ format: "paperback", newPrice: "16.99" });
    expect(byKind["genres"].category).toBe("fiction");
    const messages = res.body.warnings.map(
      (w: { row: number; field: string; message: string }) => `${w.row} ${w.field}: ${w.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^3 ISBN: ISBN \d+ had lost its leading zeros/),
        expect.stringMatching(/^4 ISBN-13: 9\.78E\+12 is a number in scientific notation/),
        expect.stringMatching(/^5 ISBN-13: \d+ is not a valid ISBN/),
        "6 Author(s): Several authors: Writer 4 is the author, Second Hand, Third Hand contributors",
        "7 Language Code: en-US read as English",
        "8 Original Publication Year: The year -750 is before 1450, which the store does not take: left out",
      ]),
    );
  });

  it("detects a semicolon-separated Windows-1252 file with decimal commas, and takes a chosen encoding", async () => {
    const text = "Title;Author;Price;Category;Notiz\r\nCafé crème;Zoë Müller;12,50 €;fiction;x\r\n";
    const file = new Uint8Array(Buffer.from(text, "latin1"));
    const res = await previewImport(file, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ encoding: "windows-1252", delimiter: ";" });
    expect(res.body.rows[0]).toMatchObject({ title: "Café crème", author: "Zoë Müller", newPrice: "12.50" });
    expect(res.body.mapping.Notiz).toBeNull();
    // The same bytes read as UTF-16 would be nonsense: the admin's choice is what is used.
    const chosen = await previewImport(new Uint8Array(Buffer.from("Title,Author\nCafé,Zoë\n", "latin1")), {
      token,
      encoding: "iso-8859-1",
    });
    expect(chosen.body.rows[0]).toMatchObject({ title: "Café", author: "Zoë" });
  });

  it("reads a long file only as far as the rows it shows: its total is then null", async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => `Book ${i},An Author`).join("\n");
    // A quote never closed far down: a read through would refuse the file.
    const file = new Uint8Array(Buffer.from(`Title,Author\n${rows}\n"never closed\n`));
    const res = await previewImport(file, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ total: null, columns: ["Title", "Author"] });
    expect(res.body.rows).toHaveLength(20);
  });

  it("reads UTF-16 with its byte-order mark, tab-separated, and UTF-8 with one", async () => {
    const text = "Title\tWriter\tPrice\nŁódź nights\tJan Kowalski\t9.5\n";
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    const res = await previewImport(utf16, { token, type: "tsv" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ encoding: "utf-16le", delimiter: "\t", columns: ["Title", "Writer", "Price"] });
    expect(res.body.rows[0]).toMatchObject({ title: "Łódź nights", author: "Jan Kowalski", newPrice: "9.5" });

    const bom = new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace(/\t/g, ","))]));
    const utf8 = await previewImport(bom, { token });
    expect(utf8.body).toMatchObject({ encoding: "utf-8", delimiter: ",", columns: ["Title", "Writer", "Price"] });
  });

  it("refuses a workbook that unpacks past what the function can hold with 413, before reading it", async () => {
    // The directory of a zip that says it unpacks to 21 MiB: the refusal needs nothing more.
    const workbook = zipDirectory([IMPORT_JOB.maxWorkbookUnpackedBytes + 1]);
    for (const res of [
      await previewImport(new Uint8Array(workbook), { token, type: "xlsx" }),
      await startImport(new Uint8Array(workbook), { token, type: "xlsx", dryRun: true }),
    ]) {
      expectApiError(res, 413);
      expect(res.body.error.code).toBe("workbook-too-large");
    }
  });

  it("reads the first sheet of an xlsx workbook, ISBNs stored as numbers included", async () => {
    const isbn = randomIsbn13();
    const xlsx = await writeXlsxFile(
      [
        [{ value: "Book Title" }, { value: "Authors" }, { value: "EAN" }, { value: "Price" }, { value: "Year" }],
        [
          { value: "Sheet book" },
          { value: "Ann Able; Ben Baker" },
          { value: Number(isbn) },
          { value: 14.5 },
          { value: 2001 },
        ],
      ],
      {},
    ).toBuffer();
    const res = await previewImport(new Uint8Array(xlsx), { token, type: "xlsx" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ encoding: "xlsx", delimiter: null });
    expect(res.body.mapping).toEqual({
      "Book Title": "title",
      Authors: "author",
      EAN: "isbn",
      Price: "newPrice",
      Year: "publishedYear",
    });
    expect(res.body.rows[0]).toMatchObject({
      title: "Sheet book",
      author: "Ann Able",
      contributors: "Ben Baker",
      isbn,
      newPrice: "14.5",
      publishedYear: "2001",
    });
  });
});

describe("POST /api/books/imports: the job", () => {
  it(
    "imports a foreign file with dirty cells: every row accounted for, repairs warned, bad rows skipped",
    async () => {
      const word = marker();
      const rows = foreignCatalog(40, word);
      const file = csvOf(
        FOREIGN_HEADER,
        rows.map((row) => row.cells),
      );

      const dry = await runImport(file, { token, dryRun: true });
      expect(await booksWith(word)).toEqual([]);

      const job = await runImport(file, { token });
      const noTitle = rows.filter((row) => row.kind === "no-title").length;
      expect(job).toMatchObject({
        total: 40,
        processed: 40,
        created: 40 - noTitle,
        updated: 0,
        unchanged: 0,
        skipped: noTitle,
      });
      expect(accounted(job)).toBe(40);
      expect({ ...dry, id: "", dryRun: false, createdAt: "", finishedAt: "" }).toEqual({
        ...job,
        id: "",
        createdAt: "",
        finishedAt: "",
      });
      expect(job.errors).toEqual(
        rows.flatMap((row, i) =>
          row.kind === "no-title" ? [{ row: i + 2, field: "title", message: "Title is required" }] : [],
        ),
      );
      expect(job.warnings.length).toBeGreaterThanOrEqual(20);
      expect([job.warningCount, job.errorCount]).toEqual([job.warnings.length, job.errors.length]);
      expect(job.warnings.length).toBeLessThanOrEqual(IMPORT_JOB.listed);

      // The report lists every error and warning, as CSV.
      const report = await api(`/api/books/imports/${job.id}/report`, { token });
      expect(report.status).toBe(200);
      expect(report.headers.get("content-disposition")).toBe(`attachment; filename="import-${job.id}-report.csv"`);
      const lines = readCsv(report.text);
      expect(lines).toHaveLength(job.warningCount + job.errorCount);
      // Rows as the spreadsheet numbers them: the header is row 1.
      expect(lines[0]).toEqual({ kind: "error", row: "10", column: "title", message: "Title is required" });
      expect(lines).toContainEqual({
        kind: "warning",
        row: "6",
        column: "Author(s)",
        message: "Several authors: Writer 4 is the author, Second Hand, Third Hand contributors",
      });

      const stored = new Map((await booksWith(word)).map((book) => [book.title, book]));
      expect(stored.size).toBe(40 - noTitle);
      rows.forEach((row, i) => {
        if (row.kind === "no-title") return;
        const book = stored.get(`${word} title ${i}`)!;
        expect(book.isbn, `${row.kind} row ${i + 1}`).toBe(row.isbn);
        expect(book.category).toBe("fiction");
        if (row.kind === "several-authors") {
          expect([book.author, book.contributors]).toEqual([`Writer ${i}`, ["Second Hand", "Third Hand"]]);
        }
        if (row.kind === "comma-price")
          expect([book.newPrice, book.language]).toEqual([12 + (i % 30) + 0.5, "English"]);
        if (row.kind === "ancient") expect(book.publishedYear).toBeUndefined();
        if (row.kind === "mass-market") expect(book.format).toBe("paperback");
      });

      // The same file again finds every book: nothing is created twice.
      const again = await runImport(file, { token });
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 40 - noTitle, skipped: noTitle });
      expect((await booksWith(word)).length).toBe(40 - noTitle);
    },
    scaled(180_000),
  );

  it(
    "says how many books a file without stock creates unsold, groups warnings by kind, and keeps 20 contributors",
    async () => {
      const word = marker();
      const header = FOREIGN_HEADER.filter((column) => column !== "Qty");
      const catalog = foreignCatalog(10, word).map(({ cells: { Qty: _qty, ...cells } }) => cells);
      const names = Array.from({ length: 22 }, (_, i) => `Crowd ${i + 1}`);
      const crowd = { ...catalog[0]!, Title: `${word} crowd`, "Author(s)": names.join("; "), "ISBN-13": "" };
      const file = csvOf(header, [...catalog, crowd]);
      // The header is row 1: the crowd row, the file's 11th, is row 12.
      const crowdWarning = { row: 12, field: "Author(s)", message: "21 contributors: the first 20 kept, 1 left out" };

      const dry = await runImport(file, { token, dryRun: true });
      const job = await runImport(file, { token });
      for (const run of [dry, job]) {
        expect(run).toMatchObject({ created: 10, skipped: 1, noStock: 10 });
        const kinds = Object.fromEntries(run.warningKinds.map(({ kind, ...rest }) => [kind, rest]));
        expect(kinds.tooManyContributors).toEqual({ count: 1, example: crowdWarning });
        expect(kinds.isbnInvalid).toEqual({
          count: 2,
          example: {
            row: 4,
            field: "ISBN-13",
            message: "9.78E+12 is a number in scientific notation, not an ISBN (its last digits are lost)",
          },
        });
        expect(kinds.languageRead!.count).toBe(11);
        expect(run.warningKinds.reduce((sum, kind) => sum + kind.count, 0)).toBe(run.warningCount);
        const counts = run.warningKinds.map((kind) => kind.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }
      // The report still lists every warning.
      const report = readCsv((await api(`/api/books/imports/${job.id}/report`, { token })).text);
      expect(report.filter((line) => line.kind === "warning")).toHaveLength(job.warningCount);
      expect(report).toContainEqual({ kind: "warning", row: "12", column: "Author(s)", message: crowdWarning.message });

      const books = await booksWith(word);
      expect(books.filter((book) => !book.stock)).toHaveLength(10);
      const crowded = books.find((book) => book.title === `${word} crowd`)!;
      expect([crowded.author, crowded.contributors]).toEqual(["Crowd 1", names.slice(1, 21)]);
    },
    scaled(120_000),
  );

  it(
    "takes a mapping and defaults for what the file lacks, and proposes that mapping next time",
    async () => {
      const word = marker();
      const header = ["Name", "Writer Name", "Cost", "Internal code"];
      const rows = [
        { Name: `${word} one`, "Writer Name": "Ola Nordmann", Cost: "7", "Internal code": "X1" },
        { Name: `${word} two`, "Writer Name": "Kari Nordmann", Cost: "8", "Internal code": "X2" },
      ];
      const mapping = { Name: "title", "Writer Name": "author", Cost: "newPrice", "Internal code": null } as const;
      const job = await runImport(csvOf(header, rows), {
        token,
        mapping,
        // JSON numbers and true/false are taken as the text a cell would hold.
        defaults: { category: "business", description: "From the old shop.", stock: 3, trending: true },
      });
      expect(job).toMatchObject({ created: 2, skipped: 0 });
      const books = await booksWith(word);
      expect(
        books
          .map((book) => [book.author, book.category, book.description, book.newPrice, book.oldPrice, book.stock])
          .sort(),
      ).toEqual([
        ["Kari Nordmann", "business", "From the old shop.", 8, 8, 3],
        ["Ola Nordmann", "business", "From the old shop.", 7, 7, 3],
      ]);
      expect(books.every((book) => book.trending)).toBe(true);

      const preview = await previewImport(csvOf(["writer name", "Internal Code", "NAME"], []), { token });
      expect(preview.body.mapping).toEqual({ "writer name": "author", "Internal Code": null, NAME: "title" });
    },
    scaled(120_000),
  );

  it(
    "imports the store's own export without a mapping and changes nothing",
    async () => {
      const word = marker();
      const book = { author: "Ada Lovelace", description: "Made to go out and back.", category: "fiction" } as const;
      await createBook({
        ...book,
        title: `Round trip ${word}`,
        oldPrice: 9,
        newPrice: 8,
        isbn: uniqueIsbn(),
        pages: 99,
      });
      await createBook({ ...book, title: `Round trip two ${word}`, oldPrice: 5, newPrice: 5, stock: 4 });
      // Other test files order and edit books meanwhile: the file holds this test's books only.
      const rows = readCsv((await exportBooks(token)).text).filter((row) => row.title?.includes(word));
      expect(rows).toHaveLength(2);
      const file = toCsv(rows);
      const preview = await previewImport(file, { token });
      expect(preview.body.storeLayout).toBe(true);
      const job = await runImport(file, { token });
      expect(job).toMatchObject({ total: 2, unchanged: 2, created: 0, updated: 0, skipped: 0 });
    },
    scaled(180_000),
  );

  it(
    "runs one job at a time: a second one gets 409 naming the first",
    async () => {
      const word = marker();
      const file = csvOf(
        FOREIGN_HEADER,
        foreignCatalog(600, word).map((row) => row.cells),
      );
      const first = await startImport(file, { token, dryRun: true });
      expect(first.status, first.text).toBe(202);
      const second = await startImport(file, { token, dryRun: true, waitForLock: false });
      expectApiError(second, 409);
      expect(second.body.error).toMatchObject({ code: "import-running", fields: { job: [first.body.id] } });
      expect(second.body.error.message).toContain(first.body.id);
      const done = await waitForImport(first.body.id, token, scaled(120_000));
      expect(done).toMatchObject({ status: "done", processed: 600, created: 540, skipped: 60 });
      const third = await startImport(csvOf(["Title"], [{ Title: `${word} later` }]), { token, dryRun: true });
      expect(third.status).toBe(202);
      await waitForImport(third.body.id, token);
    },
    scaled(180_000),
  );
});

describe("a file refused part-way", () => {
  it(
    "leaves no chunk behind and frees the lock: more rows than a job takes is 413",
    async () => {
      const chunks = async () => (await getFirestore().collectionGroup("chunks").count().get()).data().count;
      const before = await chunks();
      // Blank lines are not rows: only the books past the limit are refused, once chunks are written.
      const file = `Title\n\n${`${marker()} x\n`.repeat(IMPORT_JOB.maxRows + 1)}`;
      const refused = await startImport(file, { token, dryRun: true });
      expectApiError(refused, 413);
      expect(refused.body.error.code).toBe("too-many-rows");
      expect(await chunks()).toBe(before);
      const next = await startImport(csvOf(["Title"], [{ Title: `${marker()} after` }]), { token, dryRun: true });
      expect(next.status, next.text).toBe(202);
      await waitForImport(next.body.id as string, token);
    },
    scaled(120_000),
  );
});

describe("the header and the mapping", () => {
  it("names columns that share a name in the preview's warnings", async () => {
    const res = await previewImport("Title,Author,Title\nDune,Frank Herbert,Other\n", { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([{ title: "Dune", author: "Frank Herbert" }]);
    expect(res.body.warnings).toEqual([
      {
        row: 1,
        field: "Title",
        message: "Column 3 has the name of column 1: only the first is read; rename it to import it",
      },
    ]);
  });

  it(
    "refuses a header cell that is data (413 header-too-large) and more columns than a mapping holds (413), storing nothing",
    async () => {
      const chunks = async () => (await getFirestore().collectionGroup("chunks").count().get()).data().count;
      const before = await chunks();
      // Under the emulator's safe body size; the megabyte is app.test's.
      const rows = "A,B\n".repeat(1_000);
      const long = `Title,${"x".repeat(50 * 1024)}\n${rows}`;
      for (const res of [await previewImport(long, { token }), await startImport(long, { token, dryRun: true })]) {
        expectApiError(res, 413);
        expect(res.body.error.code).toBe("header-too-large");
        expect(res.text.length).toBeLessThan(1024);
      }
      const wide = `${Array.from({ length: 501 }, (_, i) => `c${i}`).join(",")}\n${rows}`;
      const refused = await startImport(wide, { token, dryRun: true });
      expectApiError(refused, 413);
      expect(refused.body.error.code).toBe("too-many-columns");
      expect(await chunks()).toBe(before);
    },
    scaled(60_000),
  );

  it("refuses a mapping that sends two columns to one field (400), and never remembers it", async () => {
    const word = marker();
    const [first, second] = [`${word} Heading A`, `${word} Heading B`];
    const file = csvOf([first, second], [{ [first]: "Dune", [second]: "Emma" }]);
    const refused = await startImport(file, { token, dryRun: true, mapping: { [first]: "title", [second]: "title" } });
    expectApiError(refused, 400);
    expect(Object.keys(refused.body.error.fields)).toEqual(["mapping"]);
    const preview = await previewImport(file, { token });
    expect(preview.body.mapping).toEqual({ [first]: null, [second]: null });
  });
});

describe("stray quotes", () => {
  const strayWarning = 'A quote (") in this cell was read as the character itself: check the cell';

  it("are read as themselves in the preview, each with a warning at its row and column", async () => {
    const res = await previewImport(`Title,Size\nA 5" ruler,30 cm\n"A"x,"5"""\n`, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toEqual([{ title: 'A 5" ruler' }, { title: '"A"x' }]);
    expect(res.body.warnings).toEqual([
      { row: 2, field: "Title", message: strayWarning },
      { row: 3, field: "Title", message: strayWarning },
    ]);
  });

  it(
    "never close the file: a quote never closed is a 400 naming its row, with no chunk left and the lock free",
    async () => {
      const chunks = async () => (await getFirestore().collectionGroup("chunks").count().get()).data().count;
      const before = await chunks();
      // Past a batch of chunks: they are written before the parser meets the quote.
      const good = Array.from({ length: 1_600 }, (_, i) => `Bk ${i}\n`).join("");
      const refused = await startImport(`Title\n${good}"never closed\nBk\n`, { token, dryRun: true });
      expectApiError(refused, 400);
      expect(refused.body.error.message).toBe("The file is not valid CSV: row 1602 opens a quote that is never closed");
      expect(await chunks()).toBe(before);

      // The function still answers, the lock is free, and a stray quote in a job is read as in the preview.
      const word = marker();
      const job = await runImport(`Title,Author\n${word} 5" ruler,Ann\n`, { token, dryRun: true });
      expect(job.total).toBe(1);
      expect(job.warnings).toContainEqual({ row: 2, field: "Title", message: strayWarning });
    },
    scaled(60_000),
  );
});

describe("the report", () => {
  it(
    "holds every error while the job lists its first 100 and counts them all",
    async () => {
      const job = await runImport(`Title,Author\n${",Nobody\n".repeat(160)}`, { token, dryRun: true });
      expect(job).toMatchObject({ total: 160, skipped: 160 });
      expect(job.errorCount).toBeGreaterThanOrEqual(160);
      expect(job.errors).toHaveLength(IMPORT_JOB.listed);
      const rows = job.errors.map((error) => error.row);
      expect(rows).toEqual([...rows].sort((a, b) => a - b));
      expect(rows[0]).toBe(2);
      const report = await api(`/api/books/imports/${job.id}/report`, { token });
      expect(readCsv(report.text).filter((line) => line.kind === "error")).toHaveLength(job.errorCount);
    },
    scaled(60_000),
  );

  it(
    "keeps a spreadsheet from running a column name or a cell it quotes as a formula, as the export does",
    async () => {
      const formula = '=HYPERLINK("https://example.com")';
      const file = csvOf(["Title", formula], [{ Title: `${marker()} formulas`, [formula]: "+12.50" }]);
      const job = await runImport(file, { token, dryRun: true, mapping: { Title: "title", [formula]: "isbn" } });
      const report = await api(`/api/books/imports/${job.id}/report`, { token });
      expect(report.status).toBe(200);
      const warning = readCsv(report.text).find((line) => line.kind === "warning");
      expect(warning).toMatchObject({ row: "2", column: `'${formula}` });
      expect(warning!.message).toMatch(/^'\+12\.50 is not a valid ISBN/);
    },
    scaled(60_000),
  );
});

describe("rows about one book", () => {
  it(
    "skips a row about the book of a row in an earlier chunk, and a dry run finds it too",
    async () => {
      const word = marker();
      const catalog = foreignCatalog(180, word).filter((row) => row.kind !== "no-title");
      // Past the first chunk: the same ISBN under another title, and the same title and author.
      const sameIsbn = { ...catalog[2]!.cells, Title: `${word} another title` };
      const sameTitle = { ...catalog[3]!.cells, ISBN: "", "ISBN-13": "" };
      const cells = [...catalog.map((row) => row.cells), sameIsbn, sameTitle];
      expect(cells.length).toBeGreaterThan(155);
      expect(catalog[3]!.isbn).toBeUndefined();
      const file = csvOf(FOREIGN_HEADER, cells);
      const repeats = [
        { row: cells.length, field: "_", message: "Row 4 is already about this book" },
        { row: cells.length + 1, field: "_", message: "Row 5 is already about this book" },
      ];

      const dry = await runImport(file, { token, dryRun: true });
      const job = await runImport(file, { token });
      for (const run of [dry, job]) {
        expect(run).toMatchObject({ total: cells.length, created: catalog.length, skipped: 2, errors: repeats });
      }
      expect((await booksWith(word)).length).toBe(catalog.length);
    },
    scaled(180_000),
  );
});

describe("a job whose worker stopped", () => {
  it(
    "resumes where it stopped, and writes no book twice",
    async () => {
      const word = marker();
      const catalog = foreignCatalog(449, word);
      // The last row is about the second row's book: found after the stop, from what the first turn did.
      const rows = [...catalog, catalog[1]!];
      expect(catalog[1]!.kind).not.toBe("no-title");
      const res = await startImport(
        csvOf(
          FOREIGN_HEADER,
          rows.map((row) => row.cells),
        ),
        // The emulator build's fault injection: the worker stops after its first chunk, as if it had been killed.
        { token, dryRun: false, headers: { "X-Bookstore-Fault": "stop-import" } },
      );
      expect(res.status, res.text).toBe(202);
      const id = res.body.id as string;

      // Stopped part-way: the first chunk is written, the rest waits for the worker's lease to run out.
      let seen: ImportJob | undefined;
      for (let i = 0; i < 40; i++) {
        seen = (await importJob(id, token)).body;
        if (seen.processed > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(seen).toMatchObject({ status: "running" });
      expect(seen!.processed).toBeGreaterThan(0);
      expect(seen!.processed).toBeLessThan(450);

      // Reading its progress never writes, not even once the worker's lease has run out: the sweep (every minute
      // in production) starts a new turn, which finishes the rest.
      const ref = getFirestore().collection("importJobs").doc(id);
      let resumed: string[] = [];
      for (let i = 0; i < scaled(90) && !resumed.includes(id); i++) {
        const before = await ref.get();
        expect((await importJob(id, token)).status).toBe(200);
        expect((await ref.get()).updateTime).toEqual(before.updateTime);
        resumed = await runImportSweep();
        if (!resumed.includes(id)) await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      expect(resumed).toContain(id);
      const job = await waitForImport(id, token, scaled(150_000));
      const noTitle = rows.filter((row) => row.kind === "no-title").length;
      expect(job).toMatchObject({ status: "done", processed: 450, created: 449 - noTitle, skipped: noTitle + 1 });
      expect(accounted(job)).toBe(450);
      expect(job.errors).toContainEqual({ row: 451, field: "_", message: "Row 3 is already about this book" });
      expect((await booksWith(word)).length).toBe(449 - noTitle);
    },
    scaled(200_000),
  );
});

describe("ended jobs", () => {
  it(
    "are removed with their chunks a week after they ended, when a later job finishes",
    async () => {
      const db = getFirestore();
      const day = 24 * 60 * 60 * 1000;
      /** A job that ended `daysAgo`, with one chunk. */
      const endedJob = async (daysAgo: number) => {
        const ref = db.collection("importJobs").doc();
        const at = Timestamp.fromMillis(Date.now() - daysAgo * day);
        await ref
          .collection("chunks")
          .doc("000000")
          .create({
            rows: [{ row: 1, cells: ["A title"] }],
            size: 1,
            done: true,
            warnings: [],
            errors: [],
            claims: [],
          });
        await ref.create({
          status: "done",
          dryRun: true,
          reading: JSON.stringify({ header: ["Title"], mapping: { Title: "title" }, defaults: {} }),
          ...{ total: 1, processed: 1, created: 1, updated: 0, unchanged: 0, skipped: 0 },
          ...{ warningCount: 0, errorCount: 0, turn: 0, leaseUntil: 0, failures: 0 },
          ...{ createdAt: at, heartbeatAt: at, finishedAt: at },
        });
        return ref;
      };
      const old = await endedJob(8);
      const recent = await endedJob(6);
      expect((await importJob(old.id, token)).status).toBe(200);

      await runImport(csvOf(["Title"], [{ Title: `${marker()} later` }]), { token, dryRun: true });

      expectApiError(await importJob(old.id, token), 404);
      expect((await old.collection("chunks").get()).size).toBe(0);
      expect((await importJob(recent.id, token)).body).toMatchObject({ status: "done", total: 1 });
      expect((await recent.collection("chunks").get()).size).toBe(1);
      await db.recursiveDelete(recent);
    },
    scaled(120_000),
  );
});
