// A job's rows in chunks: cut as the file is read, decided chunk by chunk (a book named by an earlier row is an
// error at the later one), their first errors and warnings kept on the job's document.
import { IMPORT_JOB, type ImportError } from "@bookstore/schema";
import { HttpError } from "../lib/http-error";
import { createdBookId } from "./book-import-plan";
import type { FileRow } from "./import-file";
import type { BookClaim, WarningCounts, WarningExamples } from "./import-job-document";
import type { KindedWarning, RepairedRow } from "./import-repair";

/**
 * Rows per chunk: a chunk's writes (a book, and its ISBN's claim moved: at most 3 per row) and its marks fit
 * one batch of at most 500 writes, and its document (the rows, then their report and claims) stays far below
 * Firestore's 1 MiB.
 */
export const CHUNK_ROWS = 150;
const CHUNK_BYTES = 500 * 1024;
/**
 * Rows about a book an earlier row is about (the same id, ISBN, or title, author and edition): each later one
 * is an error, so that a book is written by one row only and a dry run decides each row as the import will.
 * `earlier` holds the keys the rows before these claimed (the chunks done), each with its row; the answer
 * holds the errors and the keys these rows claim.
 */
export function findRepeats(rows: readonly RepairedRow[], earlier: ReadonlyMap<string, number>) {
  const claimed = new Map<string, number>();
  const errors = new Map<number, ImportError>();
  for (const { row } of rows) {
    const id = row.cells.id?.trim();
    const keys = [id ? `id ${id}` : `new ${createdBookId(row)}`];
    if (row.cells.isbn) keys.push(`isbn ${row.cells.isbn}`);
    const first = keys.map((key) => earlier.get(key) ?? claimed.get(key)).find((found) => found !== undefined);
    if (first !== undefined) {
      errors.set(row.row, { row: row.row, field: "_", message: `Row ${first} is already about this book` });
      continue;
    }
    for (const key of keys) claimed.set(key, row.row);
  }
  const claims: BookClaim[] = [...claimed].map(([key, row]) => ({ key, row }));
  return { errors, claims };
}

type Listed = { errors: ImportError[]; warnings: ImportError[] };

export const byRow = (a: ImportError, b: ImportError) => a.row - b.row;

/** A listed message's length: a message may quote a cell, and the job's document holds 1 MiB. */
const LISTED_CHARS = 500;
const shorten = (item: ImportError): ImportError => {
  const characters = Array.from(item.message);
  return characters.length <= LISTED_CHARS
    ? item
    : { ...item, message: `${characters.slice(0, LISTED_CHARS - 1).join("")}…` };
};

/**
 * The first IMPORT_JOB.listed errors and warnings, in row order, with a chunk's added (chunks commit in row
 * order); `listed` itself when the chunk changes neither.
 */
export function listFirst(listed: Listed, chunk: Listed): Listed {
  const add = (kept: ImportError[], more: ImportError[]) =>
    kept.length >= IMPORT_JOB.listed || !more.length
      ? kept
      : [...kept, ...[...more].sort(byRow).map(shorten)].slice(0, IMPORT_JOB.listed);
  const errors = add(listed.errors, chunk.errors);
  const warnings = add(listed.warnings, chunk.warnings);
  return errors === listed.errors && warnings === listed.warnings ? listed : { errors, warnings };
}

/**
 * A chunk's warnings counted by kind, and the first (in row order) of each kind `seen` has no example of: the
 * job keeps a count and one example per kind, the report every warning.
 */
export function countKinds(warnings: readonly KindedWarning[], seen: WarningExamples) {
  const kinds: WarningCounts = {};
  const newExamples: WarningExamples = {};
  for (const { kind, ...warning } of [...warnings].sort(byRow)) {
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (!seen[kind] && !newExamples[kind]) newExamples[kind] = shorten(warning);
  }
  return { kinds, newExamples };
}

/** A warning as answered: without its kind. */
export const withoutKind = ({ row, field, message }: ImportError): ImportError => ({ row, field, message });

type Chunk = { rows: FileRow[]; size: number };

/** Cuts rows, as they come, into chunks of at most CHUNK_ROWS rows and CHUNK_BYTES of cells. */
export function createChunker() {
  let current: Chunk = { rows: [], size: 0 };
  let bytes = 0;
  return {
    /** Takes rows; answers the chunks they filled. */
    add(rows: readonly FileRow[]): Chunk[] {
      const full: Chunk[] = [];
      for (const row of rows) {
        const rowBytes = row.cells.reduce((sum, cell) => sum + Buffer.byteLength(cell) + 4, 16);
        // A chunk document holds at least one row: no book needs half a megabyte of cells.
        if (rowBytes > CHUNK_BYTES) {
          const message = `Row ${row.row} holds more than ${CHUNK_BYTES / 1024} KiB of cells; no book needs that much`;
          throw new HttpError(413, "row-too-large", message, { fields: { _: [message] } });
        }
        if (current.size && (current.size >= CHUNK_ROWS || bytes + rowBytes > CHUNK_BYTES)) {
          full.push(current);
          current = { rows: [], size: 0 };
          bytes = 0;
        }
        current.rows.push(row);
        current.size += 1;
        bytes += rowBytes;
      }
      return full;
    },
    /** The last chunk, if it has rows. */
    end: (): Chunk[] => (current.size ? [current] : []),
  };
}
