// The import engine's worker: a job's turns through its chunks (each chunk's rows repaired, checked for books an
// earlier row is about, decided and committed), run by the background function (import-functions.ts) or, for its
// own job, by the one-request import (book-import.service.ts).
import { logger } from "firebase-functions";
import { importKeys, planImport, type ImportCatalog } from "./book-import-plan";
import { LOST_RACE_OR_GONE, retryLostRaces } from "../lib/lost-races";
import { fieldColumns, repairRow } from "./import-repair";
import type { JobReading } from "./import-job-document";
import type { ImportJobsRepository } from "./import-jobs.repository";
import { countKinds, findRepeats, listFirst, withoutKind } from "./import-chunks";

interface ImportWorkerDeps {
  repository: ImportJobsRepository;
  readImportCatalog: (keys: { bookIds: string[]; isbns: string[] }) => Promise<ImportCatalog>;
  /** A turn's lease, and so how long a stopped job waits for the sweep: LEASE_MS unless configured. */
  leaseMs?: number;
}

/** How long a turn owns its job without a word; each chunk committed renews it. */
export const LEASE_MS = 30_000;
/** A turn hands over to the next before the function's timeout could stop it. */
const TURN_MS = 60_000;
const MAX_FAILURES = 5;
/** Times a chunk is decided again after the catalog moved under it, before the turn gives up. */
const CHUNK_ATTEMPTS = 5;
/** How long an ended job (its report, and the file's rows) is kept: the worker removes older ones. */
const KEEP_ENDED_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

/** How a turn ended: the job finished, handed over to the next turn, or was not this turn's to run. */
type TurnEnd = "finished" | "handed over" | "not claimed";

export interface TurnOptions {
  turnMs?: number;
  /** The job was created held by this caller (the one-request import): it is run without claiming it. */
  held?: boolean;
}

export function createImportWorker({ repository, readImportCatalog, leaseMs = LEASE_MS }: ImportWorkerDeps) {
  return {
    /** Resumes each job whose worker stopped (no heartbeat for a lease): the sweep's pass (import-functions.ts). */
    resumeStalledJobs: () => repository.resumeStalledJobs(leaseMs),

    /**
     * One turn of the worker: owns the job (a lease), commits chunk after chunk, and hands over to a new turn
     * before the function's timeout, or finishes the job. A turn that finds the job owned or ended does nothing.
     */
    async runTurn(jobId: string, { turnMs = TURN_MS, held = false }: TurnOptions = {}): Promise<TurnEnd> {
      const job = held ? await repository.readImportJob(jobId) : await repository.claimTurn(jobId, leaseMs);
      if (!job) return "not claimed";
      const started = Date.now();
      const { header, mapping, defaults } = JSON.parse(job.data.reading) as JobReading;
      const { dryRun } = job.data;
      let listed = { errors: job.data.errors ?? [], warnings: job.data.warnings ?? [] };
      const examples = { ...job.data.warningExamples };
      const columns = fieldColumns(header, mapping);
      /** Decides and commits the next chunk: nothing, or how the turn ends. `claims` are the earlier rows'. */
      async function commitNext(claims: Map<string, number>): Promise<TurnEnd | undefined> {
        const chunk = await repository.nextChunk(jobId);
        if (!chunk) return "finished";
        if (Date.now() - started > turnMs) return "handed over";
        const repaired = chunk.data.rows.map((row) => repairRow(row, columns, header, defaults));
        const repeats = findRepeats(repaired, claims);
        const rows = repaired.filter(({ row }) => !repeats.errors.has(row.row)).map(({ row }) => row);
        const catalog = await readImportCatalog(importKeys(rows));
        const plan = planImport(rows, catalog, repository.now());
        const { created, updated, unchanged } = plan.result;
        const warnings = repaired.flatMap((row) => row.warnings);
        const errors = [...repeats.errors.values(), ...plan.result.errors];
        const next = listFirst(listed, { errors, warnings: warnings.map(withoutKind) });
        const { kinds, newExamples } = countKinds(warnings, examples);
        const skipped = new Set(errors.map((error) => error.row)).size;
        const figures = { processed: chunk.data.size, created, updated, unchanged, skipped, noStock: plan.noStock };
        const outcome = {
          figures: { ...figures, warningCount: warnings.length, errorCount: errors.length },
          kinds,
          newExamples,
          writes: dryRun ? [] : plan.rowWrites.flat(),
          notices: dryRun ? [] : plan.notices,
          warnings,
          errors,
          claims: repeats.claims,
          listed: next === listed ? undefined : next,
        };
        await repository.commitChunk(jobId, chunk, outcome, leaseMs);
        listed = next;
        Object.assign(examples, newExamples);
        for (const { key, row } of repeats.claims) claims.set(key, row);
        return undefined;
      }
      try {
        // The keys of the books the rows before the next chunk are about, with their rows.
        const claims = await repository.readClaims(jobId);
        // A book changed since it was read (an order, an admin), or another turn took this chunk: the chunk is
        // read and decided again.
        const retry = { tries: CHUNK_ATTEMPTS, codes: LOST_RACE_OR_GONE };
        let end: TurnEnd | undefined;
        while (!end) end = await retryLostRaces(() => commitNext(claims), retry);
        if (end === "handed over") {
          await repository.passTurn(jobId);
        } else {
          // Jobs ended more than KEEP_ENDED_JOBS_MS ago go, with the file's rows; a failure here fails no job.
          const keepSince = new Date(Date.now() - KEEP_ENDED_JOBS_MS);
          await repository
            .removeJobsFinishedBefore(keepSince)
            .catch((error) => logger.warn("Could not remove old import jobs", error));
          await repository.finishJob(jobId);
        }
        return end;
      } catch (error) {
        await repository.recordFailure(jobId, MAX_FAILURES);
        throw error;
      }
    },
  };
}
export type ImportWorker = ReturnType<typeof createImportWorker>;
