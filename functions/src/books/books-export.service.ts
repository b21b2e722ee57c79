import { BOOK_CSV_COLUMNS } from "@bookstore/schema";
import { stringify } from "csv-stringify";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { bookToCsvRecord } from "./book-csv";
import type { BooksExportRepository } from "./books-export.repository";

export function createBooksExportService(repository: BooksExportRepository) {
  return {
    /**
     * The catalog as CSV, written as the books are read. A byte-order mark first, so spreadsheets read the
     * text as UTF-8 (accents, other scripts); the import skips it.
     */
    exportCsv(): Readable {
      const csv = stringify({ header: true, columns: [...BOOK_CSV_COLUMNS], bom: true });
      // A failure half-way destroys the stream with it: the download breaks off rather than looking complete.
      const books = repository.streamBooks();
      pipeline(async function* () {
        for await (const book of books) yield bookToCsvRecord(book);
      }, csv).catch(() => undefined);
      return csv;
    },
  };
}
export type BooksExportService = ReturnType<typeof createBooksExportService>;
