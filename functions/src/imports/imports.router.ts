import {
  IMPORT_JOB,
  IMPORT_MEDIA_TYPES,
  documentIdSchema,
  importJobQuerySchema,
  importPreviewQuerySchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { rawBody } from "../lib/raw-body";
import { parseQuery, validateParam } from "../lib/validate";
import type { ImportMediaType } from "./import-file";
import type { ImportsService } from "./imports.service";

const importTypes = Object.values(IMPORT_MEDIA_TYPES);
const importFile = rawBody({
  types: importTypes,
  maxBytes: IMPORT_JOB.maxBytes,
  unsupported: `Send the file as one of ${importTypes.join(", ")}`,
});

const validId = validateParam("id", documentIdSchema, "import id");

export function createImportsRouter(imports: ImportsService) {
  const router = Router();

  // POST /api/books/imports/preview?encoding= — admin sends a file (CSV, TSV or xlsx): how the store reads it,
  // the proposed mapping of its columns, and its first rows as mapped.
  router.post("/preview", requirePermission("books.write"), ...importFile, async (req, res) => {
    const { encoding } = parseQuery(importPreviewQuerySchema, req.query);
    res.json(await imports.preview(req.body as Buffer, res.locals.fileType as ImportMediaType, { encoding }));
  });

  // POST /api/books/imports?dryRun=&mapping=&defaults=&encoding= — admin starts importing a file as a background
  // job: 202 { id }; 409 import-running while another job runs.
  router.post("/", requirePermission("books.write"), ...importFile, async (req, res) => {
    const query = parseQuery(importJobQuerySchema, req.query);
    const started = await imports.start(currentActor(res), req.body as Buffer, res.locals.fileType as ImportMediaType, {
      ...query,
      dryRun: query.dryRun === "true",
    });
    res.status(202).json(started);
  });

  // GET /api/books/imports/:id/report — every warning and error of a job, as a CSV attachment.
  router.get("/:id/report", requirePermission("books.write"), validId, async (req, res) => {
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
  router.get("/:id", requirePermission("books.write"), validId, async (req, res) => {
    res.set("Cache-Control", "no-store").json(await imports.get(req.params.id as string));
  });

  return router;
}
