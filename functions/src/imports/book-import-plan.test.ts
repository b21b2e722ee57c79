import { bookInputSchema, type BookInput } from "@bookstore/schema";
import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { toBook, toBookDocument, type BookDocument, bookToCsvRecord, type BookCsvCells } from "../books";
import type { CsvRow } from "../books";
import { createdBookId, importKeys, planImport, type ImportCatalog, type StoredBook } from "./book-import-plan";

const NOW = Timestamp.fromMillis(Date.UTC(2026, 0, 10));
const READ_AT = Timestamp.fromMillis(Date.UTC(2026, 0, 9));
const CLAIM_READ_AT = Timestamp.fromMillis(Date.UTC(2026, 0, 8));

const input = (overrides: Partial<BookInput> = {}): BookInput => ({
  title: "Dune",
  author: "Frank Herbert",
  description: "Sand.",
  category: "fiction",
  trending: false,
  oldPrice: 20,
  newPrice: 15,
  coverImage: "dune.png",
  stock: 5,
  ...overrides,
});

function stored(id: string, overrides: Partial<BookInput> = {}, extra: Partial<BookDocument> = {}): StoredBook {
  const document = toBookDocument(bookInputSchema.parse(input(overrides)), READ_AT);
  return { id, data: { ...document, ...extra }, updateTime: READ_AT };
}

/** A catalog of these books, each holding the claim of its ISBN; `claims` adds others (stale ones). */
function catalogOf(books: StoredBook[], claims: Record<string, string> = {}): ImportCatalog {
  const claimMap = new Map(
    books.flatMap((book) => (book.data.isbn ? [[book.data.isbn, { bookId: book.id, updateTime: CLAIM_READ_AT }]] : [])),
  );
  for (const [isbn, bookId] of Object.entries(claims)) claimMap.set(isbn, { bookId, updateTime: CLAIM_READ_AT });
  return { books: new Map(books.map((book) => [book.id, book])), claims: claimMap };
}

/** The export's row of a stored book. */
const exported = (book: StoredBook): BookCsvCells =>
  bookToCsvRecord(toBook({ id: book.id, data: () => book.data } as unknown as DocumentSnapshot));

const rowsOf = (...cells: BookCsvCells[]): CsvRow[] => cells.map((row, i) => ({ row: i + 1, cells: row }));
const newRow = (overrides: BookCsvCells = {}): BookCsvCells => {
  const { id: _id, createdAt: _createdAt, ...cells } = exported(stored("x"));
  return { ...cells, isbn: "", ...overrides };
};

const ISBN_A = "9780306406157";
const ISBN_B = "9780141036144";

describe("planning an import", () => {
  it("creates rows without id under an id derived from what names the book, with the ISBN's claim", () => {
    const rows = rowsOf(newRow({ title: "Dune" }), newRow({ title: "Emma", isbn: "0-306-40615-2" }));
    const { result, rowWrites } = planImport(rows, catalogOf([]), NOW);
    expect(result).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const [dune, emma] = rowWrites;
    expect(dune).toEqual([
      {
        op: "create",
        collection: "books",
        id: createdBookId(rows[0]!),
        data: expect.objectContaining({ title: "Dune" }),
      },
    ]);
    expect(dune![0]!.id).toMatch(/^csv-[0-9a-f]{24}$/);
    expect(emma).toEqual([
      {
        op: "create",
        collection: "books",
        id: createdBookId(rows[1]!),
        data: expect.objectContaining({ isbn: ISBN_A }),
      },
      { op: "create", collection: "isbns", id: ISBN_A, data: { bookId: createdBookId(rows[1]!) } },
    ]);
    expect(emma![0]!.op === "create" && emma![0]!.data.createdAt).toBe(NOW);
  });

  it("derives the same id however the title is cased or punctuated and whatever the price or stock", () => {
    const id = (cells: BookCsvCells) => createdBookId({ row: 1, cells: newRow(cells) });
    expect(id({ title: "Dune", newPrice: "9", stock: "1" })).toBe(id({ title: " dune. ", newPrice: "12", stock: "" }));
    expect(id({ title: "Dune" })).not.toBe(id({ title: "Dune Messiah" }));
    expect(id({ title: "Dune", format: "ebook" })).not.toBe(id({ title: "Dune", format: "hardcover" }));
    expect(id({ isbn: "0-306-40615-2", title: "A" })).toBe(id({ isbn: ISBN_A, title: "B" }));
  });

  it("finds on a rerun the books the file created, and changes nothing", () => {
    const rows = rowsOf(newRow({ title: "Dune" }), newRow({ title: "Emma", isbn: ISBN_A }));
    const first = planImport(rows, catalogOf([]), NOW);
    const created = first.rowWrites.map(([write]) => ({
      id: write!.id,
      data: (write as { data: unknown }).data as BookDocument,
      updateTime: NOW,
    }));
    expect(importKeys(rows).bookIds).toEqual(created.map((book) => book.id));
    const rerun = planImport(rows, catalogOf(created), NOW);
    expect(rerun.result).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
    expect(rerun.rowWrites).toEqual([]);
  });

  it("counts a row that matches its book as unchanged, an exported book included", () => {
    const book = stored("b1", { isbn: ISBN_A, publisher: "Ace", pages: 412, trending: true });
    const legacy = stored("b2", { title: "Old" }, { stock: undefined, author: undefined });
    const { result } = planImport(rowsOf(exported(book), exported(legacy)), catalogOf([book, legacy]), NOW);
    expect(result).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
  });

  it("updates the book a row's id names, only if unchanged since read, as the API's edit does", () => {
    const book = stored("b1", { publisher: "Ace" });
    const { result, rowWrites } = planImport(
      rowsOf({ ...exported(book), newPrice: "12.5", publisher: "", author: "" }),
      catalogOf([book]),
      NOW,
    );
    expect(result.updated).toBe(1);
    expect(rowWrites).toEqual([
      [
        {
          op: "update",
          collection: "books",
          id: "b1",
          lastUpdateTime: READ_AT,
          data: expect.objectContaining({ newPrice: 12.5, updatedAt: NOW }),
        },
      ],
    ]);
    const data = (rowWrites[0]![0] as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty("author"); // an empty author keeps the stored one
    expect((data.publisher as FieldValue).isEqual(FieldValue.delete())).toBe(true);
  });

  it("sets the stock a row gives (a stock-take), keeps it when the cell is empty, and 0 for a new book", () => {
    const book = stored("b1", { stock: 5 });
    const counted = planImport(rowsOf({ ...exported(book), stock: "2" }), catalogOf([book]), NOW);
    expect(counted.rowWrites[0]![0]).toMatchObject({ data: { stock: 2, inStock: true } });
    const kept = planImport(rowsOf({ ...exported(book), stock: "" }), catalogOf([book]), NOW);
    expect(kept.result.unchanged).toBe(1);
    const created = planImport(rowsOf(newRow({ stock: "" })), catalogOf([]), NOW);
    expect(created.rowWrites[0]![0]).toMatchObject({ data: { stock: 0, inStock: false } });
  });

  it("counts a sold-out book's return on the book, once per return, and never more copies of a book in stock", () => {
    const soldOut = stored("b1", { stock: 0 }, { restocks: 2 });
    const inStock = stored("b2", { title: "Emma", stock: 1 });
    const rows = rowsOf({ ...exported(soldOut), stock: "3" }, { ...exported(inStock), stock: "4" });
    const plan = planImport(rows, catalogOf([soldOut, inStock]), NOW);
    expect(plan.notices).toEqual([
      {
        book: { id: "b1", title: "Dune", author: "Frank Herbert" },
        fields: { restocks: 3 },
        backInStock: { restock: 3 },
      },
    ]);
    expect(plan.rowWrites[0]![0]).toMatchObject({ data: { stock: 3, restocks: 3 }, lastUpdateTime: READ_AT });
    expect(plan.rowWrites[1]![0]!).not.toHaveProperty("data.restocks");
  });

  it("counts the books it creates with no stock, never the ones it updates or stocks", () => {
    const book = stored("b1", { stock: 0 });
    const rows = rowsOf(
      newRow({ title: "None", stock: "" }),
      newRow({ title: "Zero", stock: "0" }),
      newRow({ title: "Some", stock: "3" }),
      { ...exported(book), title: "Renamed" },
    );
    const plan = planImport(rows, catalogOf([book]), NOW);
    expect(plan.result).toMatchObject({ created: 3, updated: 1 });
    expect(plan.noStock).toBe(2);
  });

  it("updates the book that has a row's ISBN when the row has no id", () => {
    const book = stored("b1", { isbn: ISBN_A });
    const { id: _id, ...withoutId } = exported(book);
    const { result, rowWrites } = planImport(
      rowsOf({ ...withoutId, isbn: "0-306-40615-2", title: "Dune, revised" }),
      catalogOf([book]),
      NOW,
    );
    expect(result.updated).toBe(1);
    expect(rowWrites).toEqual([[expect.objectContaining({ op: "update", id: "b1" })]]);
  });

  it("moves an ISBN's claim with the book: releases the old one, claims the new one, takes over a stale one", () => {
    const book = stored("b1", { isbn: ISBN_A });
    const moved = planImport(rowsOf({ ...exported(book), isbn: ISBN_B }), catalogOf([book], { [ISBN_B]: "gone" }), NOW);
    expect(moved.rowWrites[0]!.slice(1)).toEqual([
      { op: "delete", collection: "isbns", id: ISBN_A, lastUpdateTime: CLAIM_READ_AT },
      { op: "update", collection: "isbns", id: ISBN_B, data: { bookId: "b1" }, lastUpdateTime: CLAIM_READ_AT },
    ]);
    const cleared = planImport(rowsOf({ ...exported(book), isbn: "" }), catalogOf([book]), NOW);
    expect(cleared.rowWrites[0]!.slice(1)).toEqual([
      { op: "delete", collection: "isbns", id: ISBN_A, lastUpdateTime: CLAIM_READ_AT },
    ]);
  });

  it("lists every row's errors at their columns, with the API's messages, and counts the rest as they would be", () => {
    const book = stored("b1", { isbn: ISBN_A });
    const other = stored("b2", { isbn: ISBN_B, title: "Emma" });
    const rows: CsvRow[] = [
      { row: 1, cells: newRow({ title: "Fine" }) },
      { row: 2, cells: newRow({ title: "", newPrice: "abc", trending: "maybe" }) },
      { row: 3, cells: { ...exported(book), id: "missing-book" } },
      { row: 4, cells: { ...exported(book), id: "a/b" } },
      { row: 6, cells: { ...exported(book), isbn: ISBN_B } },
      { row: 7, cells: newRow({ title: "Twin", isbn: "978-1-86197-876-9" }) },
      { row: 8, cells: newRow({ title: "Twin 2", isbn: "9781861978769" }) },
      { row: 9, cells: exported(other) },
      { row: 10, cells: { ...exported(other), title: "Emma again" } },
    ];
    const { result, rowWrites } = planImport(rows, catalogOf([book, other]), NOW);
    expect(result.errors).toEqual([
      { row: 2, field: "trending", message: "Trending must be true or false" },
      { row: 2, field: "title", message: "Title is required" },
      { row: 2, field: "newPrice", message: "New price must be a number" },
      { row: 3, field: "_", message: "No book has the id missing-book: leave the id empty to add a new book" },
      { row: 4, field: "id", message: "Not a valid id" },
      { row: 6, field: "isbn", message: `The ISBN ${ISBN_B} already belongs to “Emma”` },
      { row: 8, field: "_", message: "The ISBN 9781861978769 is also in row 7" },
      { row: 10, field: "_", message: "Row 9 is already about this book" },
    ]);
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 1 });
    expect(rowWrites).toHaveLength(2);
  });
});
