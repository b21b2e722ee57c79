import { BOOK_IMPORT, bookImportQuerySchema } from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { rawBody } from "../lib/raw-body";
import { parseQuery } from "../lib/validate";
import type { BookImportService } from "./book-import.service";

const csvFile = rawBody({
  types: ["text/csv"],
  maxBytes: BOOK_IMPORT.maxBytes,
  unsupported: "Send the file as CSV (Content-Type: text/csv)",
});

/** The one-request CSV import; mounted at /api/books ahead of the catalogue's own routes. */
export function createBookImportRouter(bookImport: BookImportService) {
  const importRouter = Router();

  // POST /api/books/import?dryRun=true — admin imports a CSV file in the store's layout (Content-Type: text/csv)
  // as an import job, and waits for it. 200 with what was (or, in a dry run, would be) created and updated and
  // every row's errors; a real import with any row error writes no book and answers 422 with the same body.
  // A header with unknown or missing columns is a 400; another job running, a 409.
  importRouter.post("/import", requirePermission("books.write"), ...csvFile, async (req, res) => {
    const dryRun = parseQuery(bookImportQuerySchema, req.query).dryRun === "true";
    const result = await bookImport.importCsv(currentActor(res), req.body as Buffer, { dryRun });
    res.status(!dryRun && result.errors.length ? 422 : 200).json(result);
  });

  return importRouter;
}
