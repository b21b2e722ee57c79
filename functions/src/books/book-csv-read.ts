// Reading CSV text for an import (imports/import-file.ts reads any file with it), the store's own header
// (book-csv.ts has the columns), and a row's cells as the API's book body.
import { BOOK_CSV_COLUMNS, BOOK_IMPORT, IMPORT_HEADER, type BookCsvColumn } from "@bookstore/schema";
import { parse } from "csv-parse";
import { badRequest, HttpError } from "../lib/http-error";
import { DETAIL_FIELDS } from "./book-document";
import { REQUIRED_COLUMNS, type BookCsvCells } from "./book-csv";

/** A data row of an import file, as the store reads it; `row` as the file numbers it. */
export interface CsvRow {
  row: number;
  cells: BookCsvCells;
}

const COLUMN_BY_NAME = new Map<string, BookCsvColumn>(BOOK_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** Input handed to the parser per turn of the event loop: each turn stays within a few milliseconds. */
const PARSE_SLICE_CHARS = 32 * 1024;
/** Past this, parsing gives up: no file within the limits needs it on a healthy instance. */
const PARSE_BUDGET_MS = 10_000;

const notCsv = (reason: string) =>
  badRequest(`The file is not valid CSV: ${reason}`, { _: [`The file is not valid CSV: ${reason}`] });

/**
 * csv-parse's refusal, in the admin's terms and naming the row (rows count from 1 after the header, or from
 * `headerRow` + 1 when the header has a number: a spreadsheet's row 1).
 */
function csvRefusal(error: unknown, headerRow = 0): HttpError {
  const { code, records } = (error ?? {}) as { code?: string; records?: number };
  const at = records ? `row ${records + headerRow}` : "the header";
  if (code === "CSV_QUOTE_NOT_CLOSED") return notCsv(`${at} opens a quote that is never closed`);
  return notCsv(error instanceof Error ? error.message : String(error));
}

/** 413 for a file with more lines than an import reads. */
function tooManyLines(maxLines: number) {
  const message = `A file may have at most ${maxLines.toLocaleString("en-US")} lines, blank ones included; split it and import each part`;
  return new HttpError(413, "too-many-lines", message, { fields: { _: [message] } });
}

/** Counts the line breaks of `text` on from `lines`, refusing past `maxLines`; the count so far. */
function countLines(text: string, lines: number, maxLines: number): number {
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (++lines > maxLines) throw tooManyLines(maxLines);
  }
  return lines;
}

/**
 * The text in slices of at most PARSE_SLICE_CHARS: a string's lines are counted before any of it is parsed;
 * text that comes in pieces (decoded as it is read) is counted piece by piece.
 */
function* slices(text: string | Iterable<string>, maxLines: number): Generator<string> {
  if (typeof text === "string") {
    countLines(text, 1, maxLines);
    for (let at = 0; at < text.length; at += PARSE_SLICE_CHARS) yield text.slice(at, at + PARSE_SLICE_CHARS);
    return;
  }
  let lines = 1;
  for (const piece of text) {
    lines = countLines(piece, lines, maxLines);
    for (let at = 0; at < piece.length; at += PARSE_SLICE_CHARS) yield piece.slice(at, at + PARSE_SLICE_CHARS);
  }
}

/** A cell holding a quote that its record's text does not hold escaped, as a well-quoted cell would be. */
const strayQuote = (cell: string, raw: string) =>
  cell.includes('"') && !raw.includes(`"${cell.replaceAll('"', '""')}"`);

export interface ParseOptions {
  delimiter?: string;
  /** The header's row number in a refusal's message (0: rows count from 1 after the header). */
  headerRow?: number;
  maxLines?: number;
  /** Takes the records parsed so far; answers true when it has all it wants, which stops the reading. */
  onRecords?: (records: string[][]) => Promise<boolean | void>;
  /**
   * Each cell with a stray quote, read as the character itself: a quote inside a cell that does not start with
   * one (`A 5" ruler`), or after a quoted cell's closing quote (`"A"x`). Its record counts from 0, the header.
   */
  onStrayQuote?: (record: number, column: number) => void;
}

/**
 * The file's records, parsed a slice at a time with a turn of the event loop between slices, so a large file
 * never holds the instance's other requests up, and within a time budget. `text` is the whole text, or its
 * pieces as they are decoded (the text is then never held whole). With `onRecords`, the records are handed over
 * after each slice instead (the answer is then empty): a large file is never held parsed whole, the time
 * `onRecords` takes is not the parse's, and it may stop the reading. Only a quote never closed is a 400, naming
 * its row.
 */
export async function parseRecords(
  text: string | Iterable<string>,
  { delimiter = ",", maxLines = BOOK_IMPORT.maxLines, onRecords, onStrayQuote, headerRow }: ParseOptions = {},
): Promise<string[][]> {
  // Real exports often hold a quote the program did not escape: read as itself (decision 014).
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    relax_quotes: true,
    raw: true,
  });
  const records: string[][] = [];
  let read = 0;
  parser.on("readable", () => {
    for (let next: unknown; (next = parser.read());) {
      const { record, raw } = next as { record: string[]; raw: string };
      if (onStrayQuote) record.forEach((cell, column) => strayQuote(cell, raw) && onStrayQuote(read, column));
      records.push(record);
      read += 1;
    }
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.once("end", resolve);
    parser.once("error", reject);
  });
  // Awaited once the text is written; a refusal before then is read from parser.errored, never left unhandled
  // (an unhandled rejection ends the whole instance, and every request on it).
  ended.catch(() => undefined);
  let deadline = Date.now() + PARSE_BUDGET_MS;
  let handing = false;
  const handOver = async () => {
    if (!onRecords || !records.length) return false;
    const started = Date.now();
    handing = true;
    const enough = await onRecords(records.splice(0));
    handing = false;
    deadline += Date.now() - started;
    return enough === true;
  };
  try {
    for (const slice of slices(text, maxLines)) {
      if (Date.now() > deadline) throw new HttpError(413, "file-too-slow", "The file took too long to read; split it");
      parser.write(slice);
      await new Promise((resolve) => setImmediate(resolve));
      if (parser.errored) throw parser.errored;
      if (await handOver()) {
        parser.destroy();
        return records;
      }
    }
    parser.end();
    await ended;
    await handOver();
  } catch (error) {
    parser.destroy();
    // What `onRecords` throws is its own, not the file's.
    if (error instanceof HttpError || handing) throw error;
    throw csvRefusal(error, headerRow);
  }
  return records;
}

/**
 * 413 for a header no file of books has: more than IMPORT_HEADER.maxColumns columns, or a name longer than
 * IMPORT_HEADER.maxColumnChars (a cell of data, not a name). Checked before anything is stored, so that no
 * document and no answer has to hold it.
 */
export function refuseOversizedHeader(header: readonly string[]): void {
  const { maxColumns, maxColumnChars } = IMPORT_HEADER;
  if (header.length > maxColumns) {
    const message = `The file has ${header.length.toLocaleString("en-US")} columns; an import reads at most ${maxColumns}`;
    throw new HttpError(413, "too-many-columns", message, { fields: { _: [message] } });
  }
  const long = header.findIndex((name) => name.trim().length > maxColumnChars);
  if (long !== -1) {
    const message = `Column ${long + 1}'s name is longer than ${maxColumnChars} characters: the file's first line must name its columns`;
    throw new HttpError(413, "header-too-large", message, { fields: { _: [message] } });
  }
}

/**
 * Checks that a header is the store's own (book-csv.ts): known columns in any order and case, each once, and every
 * required one; anything else is a 400 naming the columns.
 */
export function checkStoreHeader(header: readonly string[]): void {
  // Keyed by names from the file: no prototype, so a column named __proto__ is a column like any other.
  const fields: Record<string, string[]> = Object.create(null);
  const columns: BookCsvColumn[] = [];
  for (const name of header) {
    const column = COLUMN_BY_NAME.get(name.trim().toLowerCase());
    if (!column) fields[name.trim() || "(empty)"] = ["Unknown column"];
    else if (columns.includes(column)) fields[column] = ["This column appears more than once"];
    else columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  for (const column of missing) fields[column] = ["Missing column"];
  const names = Object.keys(fields);
  if (names.length) {
    const expected = `The columns are ${BOOK_CSV_COLUMNS.join(", ")}`;
    const unknown = names.filter((name) => fields[name]![0] === "Unknown column");
    const problems = [
      unknown.length ? `unknown columns: ${unknown.join(", ")}` : "",
      missing.length ? `missing columns: ${missing.join(", ")}` : "",
      names.length > unknown.length + missing.length ? "a column appears more than once" : "",
    ].filter(Boolean);
    throw badRequest(`The file's header is not valid (${problems.join("; ")}). ${expected}.`, fields);
  }
}

const TRUE = new Set(["true", "yes", "1"]);
const FALSE = new Set(["false", "no", "0", ""]);

/**
 * A row's cells as the body the API's create and edit calls take, for the shared contract to validate: its
 * messages are the API's. Cells are text, as an HTML form's are; a column the file leaves out is left out (an
 * edit keeps what is stored), and so are an empty author and stock (an edit keeps them; a new book then
 * needs an author and has no stock). `trending` is read here: the contract takes a boolean.
 */
export function rowToBookInput(cells: BookCsvCells): {
  input: Record<string, unknown>;
  errors: Record<string, string[]>;
} {
  const input: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const column of ["title", "description", "oldPrice", "newPrice", "coverImage"] as const) {
    if (cells[column] !== undefined) input[column] = cells[column];
  }
  if (cells.author?.trim()) input.author = cells.author;
  if (cells.stock?.trim()) input.stock = cells.stock;
  // Categories and formats are stored lowercase; a spreadsheet may well say "Fiction".
  if (cells.category !== undefined) input.category = cells.category.trim().toLowerCase();
  const trending = cells.trending?.trim().toLowerCase() ?? "";
  if (TRUE.has(trending)) input.trending = true;
  else if (FALSE.has(trending)) input.trending = false;
  else errors.trending = ["Trending must be true or false"];
  for (const field of DETAIL_FIELDS) {
    const cell = cells[field];
    if (cell === undefined) continue;
    if (field === "contributors") {
      input[field] = cell
        .split(";")
        .map((name) => name.trim())
        .filter(Boolean);
    } else input[field] = field === "format" ? cell.trim().toLowerCase() : cell;
  }
  return { input, errors };
}
