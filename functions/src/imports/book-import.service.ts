// The one-request CSV import (POST /api/books/import) on the import engine: the file becomes a job, read, mapped,
// repaired and decided as every job is, and the request runs the job's turn itself and answers with its outcome.
// All or nothing: a real import first runs the file as a dry run, and only a file with no error is run again for
// real.
import { BOOK_IMPORT, IMPORT_MEDIA_TYPES, type ImportError, type ImportResult } from "@bookstore/schema";
import { checkStoreHeader } from "../books";
import { logger } from "firebase-functions";
import { conflict, HttpError } from "../lib/http-error";
import { TooManyRows } from "./import-file";
import type { Actor } from "../lib/activity-log";
import type { ImportJobsRepository } from "./import-jobs.repository";
import type { ImportsService } from "./imports.service";
import { LEASE_MS, type ImportWorker } from "./import-worker";

/** The request's time for both runs: the function answers within its 30 s timeout (decision 005). */
const BUDGET_MS = 25_000;

type Counts = Pick<ImportResult, "created" | "updated" | "unchanged" | "errors">;

/** 409 import-interrupted: rows valid in the dry run became errors before they were written. */
const interrupted = (written: number, total: number) =>
  conflict(
    "import-interrupted",
    `The catalog changed while the file was being imported: ${written} of ${total} books were written. ` +
      "Import the same file again to finish.",
  );

interface BookImportDeps {
  imports: Pick<ImportsService, "start">;
  worker: Pick<ImportWorker, "runTurn">;
  repository: Pick<ImportJobsRepository, "readImportJob" | "readImportReport">;
}

export function createBookImportService({ imports, worker, repository }: BookImportDeps) {
  const inBackground = (id: string) =>
    new HttpError(
      503,
      "import-in-background",
      `The import goes on in the background: GET /api/books/imports/${id} follows it`,
    );

  /** Runs the file as one job to its end, within the request's budget; its figures and every error. */
  async function runJob(actor: Actor, bytes: Buffer, dryRun: boolean, deadline: number): Promise<Counts> {
    const { id } = await imports.start(actor, bytes, IMPORT_MEDIA_TYPES.csv, {
      dryRun,
      // Rows count from 1 after the header, as this route has always numbered them.
      headerRow: 0,
      maxRows: BOOK_IMPORT.maxRows,
      checkHeader: checkStoreHeader,
      // Held by this request, which runs the job's turn itself; past the budget the job goes on in the background.
      holdMs: LEASE_MS,
    });
    let end;
    try {
      end = await worker.runTurn(id, { turnMs: Math.max(0, deadline - Date.now()), held: true });
    } catch (error) {
      // The turn's failure is counted on the job: a background turn tries again, or the job failed.
      logger.warn(`The one-request import's turn of job ${id} failed`, error);
      if ((await repository.readImportJob(id))?.data.status !== "failed") throw inBackground(id);
      throw new HttpError(503, "import-failed", `The import stopped (job ${id}); import the same file again`);
    }
    const job = end === "finished" ? (await repository.readImportJob(id))?.data : undefined;
    if (!job) throw inBackground(id);
    const { errors } = job.errorCount ? await repository.readImportReport(id) : { errors: [] as ImportError[] };
    return { created: job.created, updated: job.updated, unchanged: job.unchanged, errors };
  }

  return {
    /**
     * Imports a CSV file in the store's layout: what it did (or, in a dry run, would do) and every row's errors.
     * A real import with any row error writes nothing. Past BOOK_IMPORT.maxRows, the file is one error at its
     * first extra row.
     */
    async importCsv(actor: Actor, bytes: Buffer, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
      const deadline = Date.now() + BUDGET_MS;
      let check: Counts;
      try {
        check = await runJob(actor, bytes, true, deadline);
      } catch (error) {
        if (!(error instanceof TooManyRows)) throw error;
        const tooMany = { row: error.row, field: "_", message: error.message };
        return { dryRun, created: 0, updated: 0, unchanged: 0, errors: [tooMany] };
      }
      // Nothing to write (an export imported back, a rerun) needs no second run.
      if (dryRun || check.errors.length || !(check.created + check.updated)) return { dryRun, ...check };
      const real = await runJob(actor, bytes, false, deadline);
      if (real.errors.length) throw interrupted(real.created + real.updated, check.created + check.updated);
      return { dryRun, ...real };
    },
  };
}
export type BookImportService = ReturnType<typeof createBookImportService>;
