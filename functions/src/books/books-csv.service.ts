import { BOOK_CSV_COLUMNS, type ImportResult } from "@bookstore/schema";
import { stringify } from "csv-stringify";
import { Timestamp } from "firebase-admin/firestore";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { bookToCsvRecord, readBookCsv } from "./book-csv";
import { importKeys, planImport } from "./book-import-plan";
import type { BooksCsvRepository } from "./books-csv.repository";
import type { BooksService } from "./books.service";

export function createBooksCsvService(
  repository: BooksCsvRepository,
  changingCatalog: BooksService["changingCatalog"],
) {
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

    /**
     * Imports a CSV file (book-import-plan.ts decides each row). The whole file is checked before anything is
     * written: with any row error, or in a dry run, nothing is, and the answer says what would have been.
     */
    async importCsv(text: string, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
      const rows = await readBookCsv(text);
      const catalog = await repository.readImportCatalog(importKeys(rows));
      const { result, rowWrites } = planImport(rows, catalog, Timestamp.now());
      if (!dryRun && result.errors.length === 0 && rowWrites.length > 0) {
        await changingCatalog(repository.commitImport(rowWrites));
      }
      return { dryRun, ...result };
    },
  };
}
export type BooksCsvService = ReturnType<typeof createBooksCsvService>;
