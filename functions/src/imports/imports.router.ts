import {
  BOOK_IMPORT,
  IMPORT_JOB,
  IMPORT_MEDIA_TYPES,
  bookImportQuerySchema,
  documentIdSchema,
  importJobQuerySchema,
  importPreviewQuerySchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { rawBody } from "../lib/raw-body";
import { parseQuery, validateParam } from "../lib/validate";
import type { BookImportService } from "./book-import.service";
import type { ImportMediaType } from "./import-file";
import type { ImportsService } from "./imports.service";

const csvFile = rawBody({
  types: ["text/csv"],
  maxBytes: BOOK_IMPORT.maxBytes,
  unsupported: "Send the file as CSV (Content-Type: text/csv)",
});
const importTypes = Object.values(IMPORT_MEDIA_TYPES);
const importFile = rawBody({
  types: importTypes,
  maxBytes: IMPORT_JOB.maxBytes,
  unsupported: `Send the file as one of ${importTypes.join(", ")}`,
});

const validId = validateParam("id", documentIdSchema, "import id");

/** Both imports; mounted at /api/books ahead of the catalogue's own routes. */
export function createImportsRouter(imports: ImportsService, bookImport: BookImportService) {
  const router = Router();

  // POST /api/books/import?dryRun=true — admin imports a CSV file in the store's layout (Content-Type: text/csv)
  // as an import job, and waits for it. 200 with what was (or, in a dry run, would be) created and updated and
  // every row's errors; a real import with any row error writes no book and answers 422 with the same body.
  // A header with unknown or missing columns is a 400; another job running, a 409.
  router.post("/import", requirePermission("books.write"), ...csvFile, async (req, res) => {
    const dryRun = parseQuery(bookImportQuerySchema, req.query).dryRun === "true";
    const result = await bookImport.importCsv(currentActor(res), req.body as Buffer, { dryRun });
    res.status(!dryRun && result.errors.length ? 422 : 200).json(result);
  });

  // POST /api/books/imports/preview?encoding= — admin sends a file (CSV, TSV or xlsx): how the store reads it,
  // the proposed mapping of its columns, and its first rows as mapped.
  router.post("/imports/preview", requirePermission("books.write"), ...importFile, async (req, res) => {
    const { encoding } = parseQuery(importPreviewQuerySchema, req.query);
    res.json(await imports.preview(req.body as Buffer, res.locals.fileType as ImportMediaType, { encoding }));
  });

  // POST /api/books/imports?dryRun=&mapping=&defaults=&encoding= — admin starts importing a file as a background
  // job: 202 { id }; 409 import-running while another job runs.
  router.post("/imports", requirePermission("books.write"), ...importFile, async (req, res) => {
    const query = parseQuery(importJobQuerySchema, req.query);
    const started = await imports.start(currentActor(res), req.body as Buffer, res.locals.fileType as ImportMediaType, {
      ...query,
      dryRun: query.dryRun === "true",
    });
    res.status(202).json(started);
  });

  // GET /api/books/imports/:id/report — every warning and error of a job, as a CSV attachment.
  router.get("/imports/:id/report", requirePermission("books.write"), validId, async (req, res) => {
    const id = req.params.id as string;
    const report = await imports.report(id);
    res
      .set({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="import-${id}-report.csv"`,
        "Cache-Control": "no-store",
      })
      .send(report);
  });

  // GET /api/books/imports/:id — a job's progress, figures, errors and first warnings.
  router.get("/imports/:id", requirePermission("books.write"), validId, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await imports.get(req.params.id as string));
  });

  return router;
}
