import { BOOK_CSV_COLUMNS, IMPORT_HEADER, bookEditSchema, bookInputSchema, type Book } from "@bookstore/schema";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-error";
import { bookToCsvRecord, unguardCell } from "./book-csv";
import { checkStoreHeader, parseRecords, refuseOversizedHeader, rowToBookInput } from "./book-csv-read";

const book: Book = {
  _id: "book-1",
  title: 'Winter, and "after"',
  author: "Ana Sørlie",
  contributors: ["Mia Berg", "King, Jr."],
  description: "Two lines,\nwith a comma.",
  category: "fiction",
  trending: true,
  oldPrice: 30,
  newPrice: 19.99,
  coverImage: "winter.png",
  stock: 4,
  createdAt: "2024-03-01T10:00:00.000Z",
  updatedAt: "2024-03-01T10:00:00.000Z",
  isbn: "9780306406157",
  pages: 288,
  format: "hardcover",
  rating: { average: 4.5, count: 2 },
};

/** An export's text for these books, as the service writes it. */
const exportText = (books: Book[]) =>
  stringify(books.map(bookToCsvRecord), { header: true, columns: [...BOOK_CSV_COLUMNS], bom: true });

async function refusal(read: () => unknown): Promise<HttpError> {
  try {
    await read();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("a book as an export's row", () => {
  it("has every column, true/false, plain numbers, the ISO date, and empty cells for unknown details", async () => {
    expect(bookToCsvRecord(book)).toEqual({
      id: "book-1",
      title: 'Winter, and "after"',
      author: "Ana Sørlie",
      contributors: "Mia Berg; King, Jr.",
      description: "Two lines,\nwith a comma.",
      category: "fiction",
      trending: "true",
      oldPrice: "30",
      newPrice: "19.99",
      stock: "4",
      coverImage: "winter.png",
      isbn: "9780306406157",
      publisher: "",
      publishedYear: "",
      pages: "288",
      language: "",
      format: "hardcover",
      createdAt: "2024-03-01T10:00:00.000Z",
    });
    expect(bookToCsvRecord({ ...book, author: undefined }).author).toBe("");
  });

  it("reads back as the same cells, quotes, commas, line breaks and the byte-order mark included", async () => {
    const [header, ...rest] = await parseRecords(exportText([book]));
    expect(header).toEqual(BOOK_CSV_COLUMNS);
    expect(rest).toEqual([Object.values(bookToCsvRecord(book))]);
  });

  it("keeps a spreadsheet from running a cell as a formula, and the import gives the text back as it was", async () => {
    const risky = ['=HYPERLINK("x")', "+1", "-2 for 1", "@SUM(A1)", "'=quoted", "plain 'apostrophe"];
    const books = risky.map((title, i) => ({ ...book, _id: `b${i}`, title }));
    const records = books.map(bookToCsvRecord);
    expect(records.map((record) => record.title)).toEqual([
      '\'=HYPERLINK("x")',
      "'+1",
      "'-2 for 1",
      "'@SUM(A1)",
      "''=quoted",
      "plain 'apostrophe",
    ]);
    const [, ...rows] = await parseRecords(exportText(books));
    expect(rows.map((row) => unguardCell(row[1]!))).toEqual(risky);
  });
});

describe("reading an import file", () => {
  const header = "title,author,description,category,trending,oldPrice,newPrice";

  it("takes the store's columns in any order and case", () => {
    expect(() =>
      checkStoreHeader(["NewPrice", "Title", "author", "description", "category", "trending", "oldprice"]),
    ).not.toThrow();
  });

  it("refuses unknown, missing and repeated columns with a 400 naming each", async () => {
    const error = await refusal(() =>
      checkStoreHeader(["title", "title", "author", "description", "category", "oldPrice", "newPrice", "price", ""]),
    );
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      title: ["This column appears more than once"],
      price: ["Unknown column"],
      "(empty)": ["Unknown column"],
      trending: ["Missing column"],
    });
    expect(error.message).toContain("unknown columns: price, (empty)");
    expect(error.message).toContain("missing columns: trending");
  });

  it("refuses a column named __proto__ like any unknown one, never as a key of the prototype", async () => {
    const error = await refusal(() => checkStoreHeader(["__proto__", ...header.split(",")]));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields!)).toEqual(["__proto__"]);
    expect(error.message).toContain("unknown columns: __proto__");
  });

  it("refuses a file of a million blank lines with 413 before parsing any of it", async () => {
    const started = performance.now();
    const error = await refusal(() => parseRecords(`${header}\n${"\n".repeat(1_000_000)}`));
    expect(error.status).toBe(413);
    expect(error.code).toBe("too-many-lines");
    expect(error.message).toContain("blank ones included");
    // Counting lines is all it costs: far from the seconds a parse of them took.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("reads a large file a slice at a time, handing the event loop back in between", async () => {
    const row = `A title,An Author,${"A long description. ".repeat(40)},fiction,false,10,8`;
    const text = `${header}\n${Array.from({ length: 4_000 }, () => row).join("\n")}\n`;
    let turns = 0;
    let reading = true;
    const count = () => {
      turns++;
      if (reading) setImmediate(count);
    };
    setImmediate(count);
    const records = await parseRecords(text);
    reading = false;
    expect(records).toHaveLength(4_001);
    // Other requests get a turn for every slice (a parse in one piece would allow none until it ended).
    expect(turns).toBeGreaterThan(text.length / (64 * 1024));
  });

  it("refuses a quote never closed with a 400 naming its row, wherever it is in the file, and lives on", async () => {
    // Far enough in that the parser meets it while the text is still being handed over slice by slice.
    const good = `A,B,C,fiction,false,1,1\n`.repeat(3_000);
    const unclosed = await refusal(() => parseRecords(`${header}\n${good}"A,B,C,fiction,false,1,1\n`));
    expect(unclosed.status).toBe(400);
    expect(unclosed.fields).toEqual({
      _: [expect.stringMatching(/^The file is not valid CSV: row 3001 opens a quote that is never closed/)],
    });
  });

  it("reads stray quotes as themselves, reporting each cell, and keeps well-quoted ones quiet", async () => {
    const stray: [number, number][] = [];
    const text = `Title,Note\nA 5" ruler,"a ""fine"" one"\n"A"x,ok\n"""Quoted"" title",\n`;
    const records = await parseRecords(text, { onStrayQuote: (record, column) => stray.push([record, column]) });
    expect(records).toEqual([
      ["Title", "Note"],
      ['A 5" ruler', 'a "fine" one'],
      ['"A"x', "ok"],
      ['"Quoted" title', ""],
    ]);
    expect(stray).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it("refuses with 413 a header of more columns than an import reads, or with a name that is a cell of data", () => {
    const columns = (count: number, name = (i: number) => `c${i}`) => Array.from({ length: count }, (_, i) => name(i));
    expect(() =>
      refuseOversizedHeader(columns(IMPORT_HEADER.maxColumns, (i) => `${i}`.padEnd(200, "x"))),
    ).not.toThrow();
    expect(() => refuseOversizedHeader(columns(IMPORT_HEADER.maxColumns + 1))).toThrow(
      expect.objectContaining({ status: 413, code: "too-many-columns" }),
    );
    expect(() => refuseOversizedHeader([...header.split(","), "x".repeat(1024 * 1024 + 1)])).toThrow(
      expect.objectContaining({
        status: 413,
        code: "header-too-large",
        message: "Column 8's name is longer than 200 characters: the file's first line must name its columns",
      }),
    );
  });
});

describe("a row as the API's book body", () => {
  const cells = bookToCsvRecord(book);

  it("is what the create contract accepts, with the same values as the book", async () => {
    const { input, errors } = rowToBookInput(cells);
    expect(errors).toEqual({});
    const { _id, createdAt: _createdAt, updatedAt: _updatedAt, rating: _rating, ...fields } = book;
    expect(bookInputSchema.parse(input)).toEqual({ ...fields, publisher: null, publishedYear: null, language: null });
  });

  it("reads true/false in any case (and yes/no, 1/0, empty as false), and refuses anything else", async () => {
    for (const [cell, value] of [
      ["TRUE", true],
      ["yes", true],
      ["1", true],
      ["False", false],
      ["", false],
    ] as const) {
      expect(rowToBookInput({ ...cells, trending: cell }).input.trending, cell).toBe(value);
    }
    expect(rowToBookInput({ ...cells, trending: "maybe" }).errors).toEqual({
      trending: ["Trending must be true or false"],
    });
  });

  it("lowercases the category and format a spreadsheet may capitalise", async () => {
    const { input } = rowToBookInput({ ...cells, category: " Fiction ", format: "Paperback" });
    expect(input).toMatchObject({ category: "fiction", format: "paperback" });
  });

  it("leaves out an empty author and stock (an edit keeps them), and columns the file does not have", async () => {
    const { id: _id, stock: _stock, isbn: _isbn, publisher: _publisher, ...withoutSome } = cells;
    const { input } = rowToBookInput({ ...withoutSome, author: " " });
    expect(input).not.toHaveProperty("author");
    expect(input).not.toHaveProperty("stock");
    expect(input).not.toHaveProperty("isbn");
    expect(input).not.toHaveProperty("publisher");
    expect(bookInputSchema.safeParse(input).error?.issues[0]?.message).toBe("Author is required");
    expect(bookEditSchema.safeParse(input).success).toBe(true);
  });

  it("fails with the API's own messages, at the column's name", async () => {
    const { input } = rowToBookInput({ ...cells, newPrice: "12.345", isbn: "978-0-306-40615-8", pages: "0" });
    const parsed = bookInputSchema.safeParse(input);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["newPrice", "New price must have at most 2 decimals"],
      ["isbn", expect.stringMatching(/check digit/i)],
      ["pages", "Pages must be at least 1"],
    ]);
  });
});
