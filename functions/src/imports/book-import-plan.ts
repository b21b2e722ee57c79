// What an import job's chunk of rows does to the catalog, decided before anything is written: for each row, the
// book it updates or creates (or why it cannot), and the writes that do it. Pure: the catalog it decides against
// is read beforehand (import-catalog.repository.ts), so a dry run and a real import decide the same way.
import { createHash } from "node:crypto";
import {
  bookEditSchema,
  bookInputSchema,
  isDocumentId,
  fieldErrors,
  parseIsbn,
  words,
  type ImportError,
  type ImportResult,
  type ValidBookInput,
} from "@bookstore/schema";
import type { DocumentData, Timestamp } from "firebase-admin/firestore";
import {
  BOOKS,
  bookUpdate,
  COVER_VARIANTS,
  toBookDocument,
  changesNothing,
  type BookDocument,
  rowToBookInput,
  type CsvRow,
  editOf,
} from "../books";
import type { BookCsvCells } from "../books";
import { duplicateIsbn, ISBNS } from "../lib/isbn-claims";
import { shardsOf, spreadStock, STOCK } from "../lib/stock-shards";
import { decideStockChange, tells, type StockNotice } from "../stock";

export interface StoredBook {
  id: string;
  data: BookDocument;
  updateTime: Timestamp;
}
export interface StoredClaim {
  bookId: string;
  updateTime: Timestamp;
}
/** The part of the catalog a file names: books by id, and ISBN claims by ISBN (isbn-claims.ts). */
export interface ImportCatalog {
  books: ReadonlyMap<string, StoredBook>;
  claims: ReadonlyMap<string, StoredClaim>;
}

/**
 * One write. Each carries what was read when it was decided (a create expects no document, an update or
 * delete the version read), so a batch that would overwrite a change made since then fails whole.
 */
export type CatalogWrite =
  | { op: "create"; collection: string; id: string; data: DocumentData }
  /** A stock shard's copies, replaced whatever they were (its copies sold stay): an order that took from it
   * meanwhile reads again. */
  | { op: "set"; collection: string; id: string; data: DocumentData }
  | { op: "update"; collection: string; id: string; data: DocumentData; lastUpdateTime: Timestamp }
  /** Without lastUpdateTime for documents never changed once written (a cover's variants). */
  | { op: "delete"; collection: string; id: string; lastUpdateTime?: Timestamp };

interface ImportPlan {
  result: Omit<ImportResult, "dryRun">;
  /** The writes of each changed row: a row's writes (its book and its ISBN's claim) commit together. */
  rowWrites: CatalogWrite[][];
  /** Books created with no stock (none given, or 0): they show as out of stock. */
  noStock: number;
  /** What the rows' stock changes tell (the stock room decides): mailed in the chunk's commit. */
  notices: StockNotice[];
}

const CREATED_ID_PREFIX = "csv-";

/** The ISBN-13 a row's cell reads as, if it is a valid ISBN. */
const isbnOf = (cells: BookCsvCells) => {
  const read = cells.isbn ? parseIsbn(cells.isbn) : undefined;
  return read?.ok ? read.isbn13 : undefined;
};

/**
 * The id a row without `id` creates its book under, derived from what names the book: its ISBN, or else its
 * title, author and edition (case, accents and punctuation aside). Rerunning a file, or one whose prices or
 * stocks were corrected meanwhile, finds the books it created instead of creating them again; it is also how a
 * rerun completes an import that stopped half-way.
 */
export function createdBookId(row: CsvRow): string {
  const isbn = isbnOf(row.cells);
  const { title, author, publisher, publishedYear, format, language } = row.cells;
  const identity = isbn
    ? `isbn ${isbn}`
    : [title, author, publisher, publishedYear, format, language].map((cell) => words(cell ?? "").join(" ")).join("|");
  return CREATED_ID_PREFIX + createHash("sha256").update(identity).digest("hex").slice(0, 24);
}

/** The documents to read before planning: the books rows name or would create, and their ISBNs' claims. */
export function importKeys(rows: readonly CsvRow[]): { bookIds: string[]; isbns: string[] } {
  const bookIds = rows.map((row) => row.cells.id?.trim() || createdBookId(row)).filter(isDocumentId);
  const isbns = rows.flatMap(({ cells }) => isbnOf(cells) ?? []);
  return { bookIds: [...new Set(bookIds)], isbns: [...new Set(isbns)] };
}

/** The book that holds `isbn` now: its claim's book, if that book still has it (isbn-claims.ts). */
function isbnOwner(catalog: ImportCatalog, isbn: string): StoredBook | undefined {
  const claim = catalog.claims.get(isbn);
  const owner = claim && catalog.books.get(claim.bookId);
  return owner?.data.isbn === isbn ? owner : undefined;
}

/** Writes that spread a new stock over the shards of a sharded book (stock-shards.ts); none otherwise. */
function shardWrites(bookId: string, current: BookDocument, stock: number | undefined): CatalogWrite[] {
  const shards = shardsOf(current);
  if (stock === undefined || !shards) return [];
  return spreadStock(stock, shards).map((copies, shard) => ({
    op: "set",
    collection: `${BOOKS}/${bookId}/${STOCK}`,
    id: String(shard),
    data: { copies },
  }));
}

/** Writes that move a book's ISBN from `from` to `to` (either may be none), keeping the claims in step. */
function claimWrites(catalog: ImportCatalog, bookId: string, from: string | undefined, to: string | undefined) {
  const writes: CatalogWrite[] = [];
  if (from === to) return writes;
  const released = from ? catalog.claims.get(from) : undefined;
  if (from && released?.bookId === bookId) {
    writes.push({ op: "delete", collection: ISBNS, id: from, lastUpdateTime: released.updateTime });
  }
  if (to) {
    // A claim left by a book that is gone (or no longer has the ISBN) is free: it is taken over.
    const stale = catalog.claims.get(to);
    writes.push(
      stale
        ? { op: "update", collection: ISBNS, id: to, data: { bookId }, lastUpdateTime: stale.updateTime }
        : { op: "create", collection: ISBNS, id: to, data: { bookId } },
    );
  }
  return writes;
}

/** The stored book a row updates: the one its id names (which must exist), else the one with its ISBN, else
 * the one an earlier import of the row created; none for a new book. */
function findTarget(
  { row, cells }: CsvRow,
  catalog: ImportCatalog,
): { target?: StoredBook; error?: [field: string, message: string] } {
  const id = cells.id?.trim();
  if (id) {
    if (!isDocumentId(id)) return { error: ["id", "Not a valid id"] };
    const target = catalog.books.get(id);
    return target ? { target } : { error: ["_", `No book has the id ${id}: leave the id empty to add a new book`] };
  }
  const isbn = isbnOf(cells);
  return { target: (isbn && isbnOwner(catalog, isbn)) || catalog.books.get(createdBookId({ row, cells })) };
}

/** The fields an edit must have, taken from the stored book where the file has no column for them. */
const EDIT_FIELDS = ["title", "description", "category", "trending", "oldPrice", "newPrice"] as const;
function withStoredFields(cells: BookCsvCells, stored: BookDocument): BookCsvCells {
  const filled = { ...cells };
  for (const field of EDIT_FIELDS) filled[field] ??= String(stored[field]);
  return filled;
}

/**
 * Decides every row: a row with an id updates that book (which must exist); else a row whose ISBN the catalog
 * has updates that book; else it creates one (under createdBookId). Rows are checked with the API's own
 * contract (create or edit) and messages. An update that changes nothing is counted, not written.
 */
export function planImport(rows: readonly CsvRow[], catalog: ImportCatalog, now: Timestamp): ImportPlan {
  const result = { created: 0, updated: 0, unchanged: 0, errors: [] as ImportError[] };
  const rowWrites: CatalogWrite[][] = [];
  const notices: StockNotice[] = [];
  let noStock = 0;

  const rowOfBook = new Map<string, number>();
  const rowOfIsbn = new Map<string, number>();
  for (const { row, cells } of rows) {
    const fail = (field: string, message: string) => result.errors.push({ row, field, message });
    const id = cells.id?.trim();
    const found = findTarget({ row, cells }, catalog);
    if (found.error) {
      fail(...found.error);
      continue;
    }
    const { target } = found;

    const { input, errors } = rowToBookInput(target ? withStoredFields(cells, target.data) : cells);
    const parsed = (target ? bookEditSchema : bookInputSchema).safeParse(input);
    const fields = { ...errors, ...(parsed.success ? {} : fieldErrors(parsed.error)) };
    for (const [field, messages] of Object.entries(fields)) for (const message of messages) fail(field, message);
    if (!parsed.success || Object.keys(fields).length) continue;

    const bookId = target?.id ?? createdBookId({ row, cells });
    const valid = parsed.data;
    const isbn = valid.isbn === undefined ? target?.data.isbn : (valid.isbn ?? undefined);
    const sameBook = rowOfBook.get(bookId);
    const sameIsbn = isbn ? rowOfIsbn.get(isbn) : undefined;
    const owner = isbn ? isbnOwner(catalog, isbn) : undefined;
    // Two rows without id but with one ISBN are one book too: the ISBN is what they share.
    if (sameBook !== undefined && (id || sameIsbn === undefined)) {
      fail("_", `Row ${sameBook} is already about this book`);
      continue;
    }
    if (sameIsbn !== undefined) {
      fail("_", `The ISBN ${isbn} is also in row ${sameIsbn}`);
      continue;
    }
    if (isbn && owner && owner.id !== bookId) {
      fail("isbn", duplicateIsbn(isbn, owner.data).message);
      continue;
    }
    rowOfBook.set(bookId, row);
    if (isbn) rowOfIsbn.set(isbn, row);

    if (target) {
      const change = editOf(valid, target.data);
      // As an edit's save of the values stored: a book stored before stocks existed has none, which sells as 0.
      if (changesNothing({ ...target.data, stock: target.data.stock ?? 0 }, change)) {
        result.unchanged += 1;
        continue;
      }
      result.updated += 1;
      // The stock read is the shards' sum: a notice counts on the book, whose update is conditioned on the version
      // read, so a rerun or a second worker never tells the same change twice.
      const { title, author } = { ...target.data, ...change };
      const stock = change.stock === undefined ? undefined : { before: target.data.stock ?? 0, after: change.stock };
      const notice = stock && decideStockChange({ id: bookId, title, author }, target.data, stock);
      if (notice && tells(notice)) notices.push(notice);
      rowWrites.push([
        {
          op: "update",
          collection: BOOKS,
          id: bookId,
          data: { ...bookUpdate(target.data, change, now), ...notice?.fields },
          lastUpdateTime: target.updateTime,
        },
        ...shardWrites(bookId, target.data, change.stock),
        ...claimWrites(catalog, bookId, target.data.isbn, isbn),
        // A row giving another cover replaces an uploaded one: its variants go with the book's update.
        ...(change.cover === null ? (target.data.cover?.variants ?? []) : []).map(({ name }): CatalogWrite => ({
          op: "delete",
          collection: `${BOOKS}/${bookId}/${COVER_VARIANTS}`,
          id: name,
        })),
      ]);
    } else {
      result.created += 1;
      if (!valid.stock) noStock += 1;
      // Without a target the row was read as a new book, with the create contract.
      const document = toBookDocument(valid as ValidBookInput, now);
      rowWrites.push([
        { op: "create", collection: BOOKS, id: bookId, data: document },
        ...claimWrites(catalog, bookId, undefined, isbn),
      ]);
    }
  }
  return { result, rowWrites, noStock, notices };
}
