// CSV files of books as an admin's spreadsheet saves them, and the export and import calls, for the API and
// browser tests of the CSV import.
import { BOOK_CSV_COLUMNS } from "@bookstore/schema";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { api, type ApiResponse } from "./api";
import { afterRunningImports } from "./book-imports";

export type CsvRecord = Record<string, string>;

/** CSV text of `rows` under `columns` (every column of an export unless given); absent cells are empty. */
export const toCsv = (rows: Record<string, unknown>[], columns: readonly string[] = BOOK_CSV_COLUMNS): string =>
  stringify(rows, { header: true, columns: [...columns] });

/** The rows of CSV text, by column name (a byte-order mark is skipped). */
export const readCsv = (text: string): CsvRecord[] => parse(text, { bom: true, columns: true });

/** GET /api/books/export: the whole catalog as CSV (the answer's `text`). */
export const exportBooks = (token?: string) => api("/api/books/export", { token });

/** POST /api/books/import with a CSV body; a dry run unless `dryRun: false`. The body: an ImportResult or an error. */
export const importBooks = (
  text: string,
  { token, dryRun = true, contentType = "text/csv" }: { token?: string; dryRun?: boolean; contentType?: string },
): Promise<ApiResponse> =>
  // Its runs are import jobs: after any job another test file started.
  afterRunningImports(
    () =>
      api(`/api/books/import${dryRun ? "?dryRun=true" : ""}`, {
        method: "POST",
        rawBody: text,
        token,
        headers: { "Content-Type": contentType },
      }),
    token ?? "",
  );
