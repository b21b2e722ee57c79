// Reading an import file as a table of text cells, whatever program saved it: CSV or TSV (the separator is
// detected), UTF-8 with or without a byte-order mark, UTF-16, or a legacy Windows encoding (detected, or chosen
// by the admin), or an Excel workbook (its first sheet).
import { IMPORT_JOB, IMPORT_MEDIA_TYPES, type ImportPreview } from "@bookstore/schema";
import { isUtf8 } from "node:buffer";
import iconv from "iconv-lite";
import { readSheet } from "read-excel-file/node";
import { parseRecords, refuseOversizedHeader } from "../books";
import { unpackedBytes } from "./workbook-size";
import type { KindedWarning } from "./import-repair";
import { badRequest, HttpError } from "../lib/http-error";

/**
 * A row of the file that is not blank: its number as a spreadsheet shows it (the header is row 1, so the first
 * book is row 2) and its cells.
 */
export interface FileRow {
  row: number;
  cells: string[];
  /** How the file was read here, when it was read leniently (a stray quote taken as itself). */
  warnings?: KindedWarning[];
}

type ImportFileInfo = Pick<ImportPreview, "encoding" | "delimiter"> & { header: string[] };

export type ImportMediaType = (typeof IMPORT_MEDIA_TYPES)[keyof typeof IMPORT_MEDIA_TYPES];

const DELIMITERS = [",", ";", "\t", "|"] as const;

/**
 * The text encoding of `bytes`: a byte-order mark says it; otherwise text whose every other byte is zero is
 * UTF-16 without one; otherwise valid UTF-8 is UTF-8 (plain ASCII is both); anything else is taken as
 * Windows-1252, what spreadsheet programs on Windows save "CSV" in.
 */
export function detectEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  const sample = bytes.subarray(0, 4096);
  const zerosAt = (parity: number) => sample.filter((byte, i) => byte === 0 && i % 2 === parity).length;
  if (zerosAt(1) > sample.length / 4) return "utf-16le";
  if (zerosAt(0) > sample.length / 4) return "utf-16be";
  // Checked without decoding: the file may be 25 MiB.
  return isUtf8(bytes) ? "utf-8" : "windows-1252";
}

/** Bytes decoded at a time: the text is decoded as it is parsed, never held whole. */
const DECODE_SLICE_BYTES = 64 * 1024;

/** The text of `bytes` in `encoding`, without its byte-order mark, a slice at a time. */
function* decodeSlices(bytes: Buffer, encoding: string): Generator<string> {
  const decoder = iconv.getDecoder(encoding, { stripBOM: true });
  for (let at = 0; at < bytes.length; at += DECODE_SLICE_BYTES) {
    const text = decoder.write(bytes.subarray(at, at + DECODE_SLICE_BYTES));
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The column separator of a CSV text: of comma, semicolon, tab and bar, the one found most often outside quotes
 * in its first line (a comma when none is).
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A workbook cell as text: numbers in full (an ISBN stored as a number keeps every digit), dates as days. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value);
}

async function readWorkbook(bytes: Buffer): Promise<string[][]> {
  if ((unpackedBytes(bytes) ?? 0) > IMPORT_JOB.maxWorkbookUnpackedBytes) {
    const rows = IMPORT_JOB.workbookRows.toLocaleString("en-US");
    const message = `This workbook unpacks to more than ${IMPORT_JOB.maxWorkbookUnpackedBytes / 2 ** 20} MiB (about ${rows} rows of a dozen columns): save its sheet as CSV, which may hold ${IMPORT_JOB.maxRows.toLocaleString("en-US")} rows, and import that`;
    throw new HttpError(413, "workbook-too-large", message, { fields: { _: [message] } });
  }
  try {
    const rows = await readSheet(bytes);
    return rows.map((row) => row.map(cellText));
  } catch {
    const message = "The file is not a readable Excel workbook (.xlsx)";
    throw badRequest(message, { _: [message] });
  }
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === "");

/** 413 too-many-rows, at the first row past the limit. */
export class TooManyRows extends HttpError {
  constructor(
    readonly row: number,
    maxRows: number,
  ) {
    const message = `A file may hold at most ${maxRows.toLocaleString("en-US")} books; split it and import each part`;
    super(413, "too-many-rows", message, { fields: { _: [message] } });
  }
}

export interface ReadOptions {
  /** Overrides the detected encoding of a text file. */
  encoding?: string;
  /** The header's row number: 1 as a spreadsheet shows it (the default), 0 to count rows from 1 after it. */
  headerRow?: number;
  /** Rows past this are refused (IMPORT_JOB.maxRows unless given). */
  maxRows?: number;
  /** Stops reading once this many rows are handed over (every row unless given): the rest is never decoded. */
  stopAfter?: number;
}

/**
 * Reads the file a slice at a time: its header first (400 without one), then its rows that are not blank,
 * handed to `onRows` a batch at a time as they are read (413 past the row limit).
 */
export async function readImportRows(
  bytes: Buffer,
  type: ImportMediaType,
  { encoding: chosen, headerRow = 1, maxRows = IMPORT_JOB.maxRows, stopAfter = Infinity }: ReadOptions,
  onRows: (rows: FileRow[], header: string[]) => Promise<void>,
): Promise<ImportFileInfo> {
  let header: string[] | undefined;
  let line = 0;
  let count = 0;
  // Columns with a stray quote, by record (0 is the header): reported with their row as it is taken.
  const strayQuotes = new Map<number, number[]>();
  const quoteWarnings = (record: number): KindedWarning[] | undefined =>
    strayQuotes.get(record)?.map((column) => ({
      row: record + headerRow,
      kind: "strayQuote" as const,
      field: header![column] || `Column ${column + 1}`,
      message: 'A quote (") in this cell was read as the character itself: check the cell',
    }));
  const take = async (records: string[][]) => {
    const rows: FileRow[] = [];
    for (const record of records) {
      if (!header) {
        if (isBlank(record)) {
          throw badRequest("The file is empty: its first line must name the columns", {
            _: ["The file has no header"],
          });
        }
        refuseOversizedHeader(record);
        header = record.map((name) => name.trim());
        continue;
      }
      line += 1;
      const warnings = quoteWarnings(line);
      strayQuotes.delete(line);
      if (isBlank(record)) continue;
      const row = line + headerRow;
      if (++count > maxRows) throw new TooManyRows(row, maxRows);
      rows.push(warnings ? { row, cells: record, warnings } : { row, cells: record });
    }
    if (rows.length) await onRows(rows, header!);
    return count >= stopAfter;
  };

  let encoding = "xlsx";
  let delimiter: string | null = null;
  if (type === IMPORT_MEDIA_TYPES.xlsx) {
    await take(await readWorkbook(bytes));
  } else {
    encoding = chosen ?? detectEncoding(bytes);
    if (!iconv.encodingExists(encoding)) throw badRequest(`Unknown encoding ${encoding}`, { encoding: ["Unknown"] });
    // Detected whatever the type says: programs label semicolon-separated files "CSV" too.
    delimiter = detectDelimiter(iconv.decode(bytes.subarray(0, DECODE_SLICE_BYTES), encoding, { stripBOM: true }));
    // Real exports often hold a stray quote (`5" ruler`): read as itself and reported, never a refusal.
    await parseRecords(decodeSlices(bytes, encoding), {
      delimiter,
      headerRow,
      maxLines: IMPORT_JOB.maxRows * 2,
      onRecords: take,
      onStrayQuote: (record, column) => strayQuotes.set(record, [...(strayQuotes.get(record) ?? []), column]),
    });
  }
  if (!header) await take([[""]]);
  return { encoding, delimiter, header: header! };
}

/**
 * The file's header, its first `keepRows` rows that are not blank, numbered as in the file (every one unless
 * given), and how many it has: a text file is read only until it has shown a row past those kept (the rest is
 * never decoded), so `total` is null when it has more.
 */
export async function readImportTable(
  bytes: Buffer,
  type: ImportMediaType,
  { keepRows = Infinity, ...options }: ReadOptions & { keepRows?: number } = {},
): Promise<ImportFileInfo & { rows: FileRow[]; total: number | null }> {
  const rows: FileRow[] = [];
  let read = 0;
  const info = await readImportRows(bytes, type, { ...options, stopAfter: keepRows + 1 }, async (batch) => {
    read += batch.length;
    for (const row of batch.slice(0, Math.max(0, keepRows - rows.length))) rows.push(row);
  });
  // A workbook is read whole (read-excel-file holds the sheet), so its count is known whatever it holds.
  return { ...info, rows, total: read > keepRows && type !== IMPORT_MEDIA_TYPES.xlsx ? null : read };
}
