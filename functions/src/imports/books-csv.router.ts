import { BOOK_IMPORT, bookImportQuerySchema } from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { rawBody, utf8Text } from "../lib/raw-body";
import { parseQuery } from "../lib/validate";
import type { BooksCsvService } from "./books-csv.service";

/** A CSV file's text: UTF-8 only. */
const csvFile = rawBody({
  types: ["text/csv"],
  maxBytes: BOOK_IMPORT.maxBytes,
  unsupported: "Send the file as CSV (Content-Type: text/csv)",
  read: utf8Text,
});

/** The one-request CSV import; mounted at /api/books ahead of the catalogue's own routes. */
export function createBooksCsvRouter(booksCsv: BooksCsvService) {
  const importRouter = Router();

  // POST /api/books/import?dryRun=true — admin imports a CSV file (Content-Type: text/csv). 200 with what was
  // (or, in a dry run, would be) created and updated and every row's errors; a real import with any row error
  // writes nothing and answers 422 with the same body. A file whose header is not valid is a 400.
  importRouter.post("/import", requirePermission("books.write"), ...csvFile, async (req, res) => {
    const dryRun = parseQuery(bookImportQuerySchema, req.query).dryRun === "true";
    const result = await booksCsv.importCsv(currentActor(res), req.body as string, { dryRun });
    res.status(!dryRun && result.errors.length ? 422 : 200).json(result);
  });

  return importRouter;
}
