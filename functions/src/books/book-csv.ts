// Books as CSV rows and back: the columns of an export and an import, and what each cell means (the export
// writes them, book-csv-read.ts reads them). No database here; the import's decisions (create, update, refuse)
// are in imports/book-import-plan.ts.
import { BOOK_CSV_COLUMNS, type Book, type BookCsvColumn } from "@bookstore/schema";
import { DETAIL_FIELDS } from "./book-document";

export type BookCsvRecord = Record<BookCsvColumn, string>;
/** A row of an import: the cells of the columns the file has. */
export type BookCsvCells = Partial<BookCsvRecord>;

/**
 * Columns an import cannot do without: what every book has and no stored value stands in for (a file without
 * `trending` would silently take every book off the trending list). The others may be left out: a missing `id`
 * matches books by ISBN, a missing detail, stock or cover keeps the stored one.
 */
export const REQUIRED_COLUMNS: readonly BookCsvColumn[] = [
  "title",
  "author",
  "description",
  "category",
  "trending",
  "oldPrice",
  "newPrice",
];

// A spreadsheet runs a cell that starts with one of these as a formula ("CSV injection"). An export puts an
// apostrophe before such a cell, which spreadsheets show as text, and an import takes one off again: the
// apostrophes before the sign are counted, so a text that itself starts with "'=" comes back as it was.
const FORMULA_START = /^'*[=+\-@\t\r]/;
export const guardCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;

/** Contributors share one cell: "A; B" (a name may hold a comma: "King, Jr."). */
export const CONTRIBUTOR_SEPARATOR = "; ";

/** A book as an export's row: every column, empty cells for details it does not have. */
export function bookToCsvRecord(book: Book): BookCsvRecord {
  const record: BookCsvRecord = {
    id: book._id,
    title: book.title,
    author: book.author ?? "",
    contributors: (book.contributors ?? []).join(CONTRIBUTOR_SEPARATOR),
    description: book.description,
    category: book.category,
    trending: String(book.trending),
    oldPrice: String(book.oldPrice),
    newPrice: String(book.newPrice),
    stock: String(book.stock),
    coverImage: book.coverImage,
    isbn: "",
    publisher: "",
    publishedYear: "",
    pages: "",
    language: "",
    format: "",
    createdAt: book.createdAt,
  };
  for (const field of DETAIL_FIELDS) {
    if (book[field] !== undefined && field !== "contributors") record[field] = String(book[field]);
  }
  for (const column of BOOK_CSV_COLUMNS) record[column] = guardCell(record[column]);
  return record;
}
