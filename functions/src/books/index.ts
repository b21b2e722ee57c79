// The catalogue's face: what the composition root and other features may import (never the feature's own files).
export { type BookCsvCells, bookToCsvRecord, guardCell, unguardCell } from "./book-csv";
export { type CsvRow, checkStoreHeader, parseRecords, refuseOversizedHeader, rowToBookInput } from "./book-csv-read";
export {
  BOOKS,
  type BookChange,
  type BookDocument,
  COVER_VARIANTS,
  type DerivedFields,
  type LowStockFields,
  type StoredCover,
  bookUpdate,
  coverVariantUrl,
  derivedFields,
  lowStockAlert,
  stockFields,
  toBook,
  toBookDocument,
} from "./book-document";
export { editOf } from "./book-edit";
export { changesNothing } from "./unchanged-edit";
export { createBookRatingsRepository } from "./book-ratings.repository";
export { createBooksExportRepository } from "./books-export.repository";
export { createBooksExportService } from "./books-export.service";
export { createBooksRepository } from "./books.repository";
export { createBooksRouter } from "./books.router";
export { createBooksService } from "./books.service";
