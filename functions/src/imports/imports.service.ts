// Imports from any spreadsheet: the preview (how the file reads and the proposed mapping), starting a job (the
// file read, its columns checked and its rows split into chunks as the file has them), a job's progress, and the
// worker's turn through the chunks (each chunk's rows mapped, repaired, checked for books an earlier row is
// about, decided and committed).
import {
  IMPORT_JOB,
  IMPORT_WARNING_KINDS,
  type ImportDefaults,
  type ImportError,
  type ImportField,
  type ImportJob,
  type ImportMapping,
  type ImportPreview,
} from "@bookstore/schema";
import { logger } from "firebase-functions";
import { stringify } from "csv-stringify/sync";
import { guardCell } from "../lib/book-csv";
import { importKeys, planImport, type ImportCatalog } from "./book-import-plan";
import type { Actor } from "../lib/activity-log";
import { badRequest, notFound } from "../lib/http-error";
import { LOST_RACE_OR_GONE, retryLostRaces } from "../lib/lost-races";
import { readImportRows, readImportTable, type FileRow, type ImportMediaType, type ReadOptions } from "./import-file";
import { isStoreLayout, proposeMapping, rememberedMapping } from "./import-mapping";
import { fieldColumns, repairRow, repeatedColumns, type FieldColumns, type RepairedRow } from "./import-repair";
import type { JobReading } from "./import-job-document";
import type { ImportJobsRepository } from "./import-jobs.repository";
import { countKinds, createChunker, findRepeats, listFirst, withoutKind } from "./import-chunks";

export type { ImportJobsRepository } from "./import-jobs.repository";
export interface ImportJobsDeps {
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
export const KEEP_ENDED_JOBS_MS = 7 * 24 * 60 * 60 * 1000;

interface ImportOptions extends ReadOptions {
  mapping?: ImportMapping;
  defaults?: ImportDefaults;
}

interface StartOptions extends ImportOptions {
  dryRun: boolean;
  /** Refuses a header before anything is stored (the one-request import takes the store's own only). */
  checkHeader?: (header: string[]) => void;
}

/** The rows as the store reads them. */
const repairAll = (rows: readonly FileRow[], header: string[], mapping: ImportMapping, defaults: ImportDefaults) => {
  const columns = fieldColumns(header, mapping);
  return rows.map((row) => repairFileRow(row, columns, header, defaults));
};

/** A row as the store reads it, with how the file was read (a stray quote) among its warnings. */
function repairFileRow(
  { row, cells, warnings = [] }: FileRow,
  columns: FieldColumns,
  header: string[],
  defaults: ImportDefaults,
): RepairedRow {
  const repaired = repairRow(cells, row, columns, header, defaults);
  return warnings.length ? { ...repaired, warnings: [...warnings, ...repaired.warnings] } : repaired;
}

/** The mapping to import with: as given (every column named must be the file's), else the proposal. */
function checkMapping(header: readonly string[], mapping: ImportMapping): ImportMapping {
  const unknown = Object.keys(mapping).filter((column) => !header.includes(column));
  if (unknown.length) {
    const message = `The mapping names columns the file does not have: ${unknown.join(", ")}`;
    throw badRequest(message, { mapping: [message] });
  }
  return mapping;
}

/** The mapping proposed for a header: the store's own layout maps to itself, others as mapped last. */
const proposal = (header: readonly string[], last: Record<string, ImportField | null>) =>
  isStoreLayout(header) ? proposeMapping(header) : proposeMapping(header, last);

export function createImportsService({ repository, readImportCatalog, leaseMs = LEASE_MS }: ImportJobsDeps) {
  /** Jobs ended more than KEEP_ENDED_JOBS_MS ago go, with the file's rows; a failure here fails no job. */
  async function removeEndedJobs() {
    try {
      await repository.removeJobsFinishedBefore(new Date(Date.now() - KEEP_ENDED_JOBS_MS));
    } catch (error) {
      logger.warn("Could not remove old import jobs", error);
    }
  }

  return {
    /** How the file reads: its encoding and separator, its columns, the proposed mapping and its first rows. */
    async preview(bytes: Buffer, type: ImportMediaType, options: ImportOptions): Promise<ImportPreview> {
      // Only the rows shown are held: the rest of the file is read to count its rows.
      const table = await readImportTable(bytes, type, { ...options, keepRows: IMPORT_JOB.previewRows });
      const mapping = proposal(table.header, await repository.readLastMapping());
      const rows = repairAll(table.rows, table.header, mapping, {});
      return {
        encoding: table.encoding,
        delimiter: table.delimiter,
        columns: table.header,
        mapping,
        storeLayout: isStoreLayout(table.header),
        total: table.total,
        rows: rows.map(({ row }) => Object.fromEntries(Object.entries(row.cells).filter(([, v]) => v !== undefined))),
        warnings: [...repeatedColumns(table.header), ...rows.flatMap((row) => row.warnings)].map(withoutKind),
        errors: [],
      };
    },

    /**
     * Takes the one-job lock (409 while another job runs), reads the file and checks its header and the mapping,
     * writes its rows as it reads them, in chunks as the file has them, then queues its job. Mapping, repairing
     * and deciding each row is the job's. A file refused part-way leaves nothing behind.
     */
    async start(actor: Actor, bytes: Buffer, type: ImportMediaType, options: StartOptions) {
      const last = await repository.readLastMapping();
      const jobId = await repository.claimImportLock();
      let mapping: ImportMapping | undefined;
      const mappingFor = (header: string[]) => {
        if (mapping) return mapping;
        options.checkHeader?.(header);
        return (mapping = options.mapping ? checkMapping(header, options.mapping) : proposal(header, last));
      };
      let total = 0;
      let header: string[];
      const writer = repository.chunkWriter(jobId);
      try {
        const chunker = createChunker();
        ({ header } = await readImportRows(bytes, type, options, async (rows, fileHeader) => {
          mappingFor(fileHeader);
          total += rows.length;
          for (const chunk of chunker.add(rows)) await writer.add(chunk);
        }));
        mappingFor(header);
        for (const chunk of chunker.end()) await writer.add(chunk);
        await writer.close();
        const reading: JobReading = { header, mapping: mapping!, defaults: options.defaults ?? {} };
        await repository.createImportJob(jobId, { dryRun: options.dryRun, total, reading, startedBy: actor });
      } catch (error) {
        // A batch still in flight would land after the discard and leave its chunks behind.
        await writer.settled();
        await repository.discardImportJob(jobId);
        throw error;
      }
      if (!isStoreLayout(header)) {
        const remembered = Object.fromEntries(Object.entries(rememberedMapping(mapping!)).filter(([key]) => key));
        await repository.saveLastMapping(remembered);
      }
      return { id: jobId };
    },

    /** A job's progress and its first errors and warnings: one read, and never a write (the admin polls it). */
    async get(jobId: string): Promise<ImportJob> {
      const job = await repository.readImportJob(jobId);
      if (!job) throw notFound("No import has this id");
      const { data } = job;
      const { warnings = [], errors = [] } = data;
      return {
        id: jobId,
        status: data.status,
        dryRun: data.dryRun,
        processed: data.processed,
        total: data.total,
        created: data.created,
        updated: data.updated,
        unchanged: data.unchanged,
        skipped: data.skipped,
        noStock: data.noStock ?? 0,
        warnings: warnings.map(withoutKind),
        errors,
        warningCount: data.warningCount,
        warningKinds: IMPORT_WARNING_KINDS.flatMap((kind) => {
          const count = data.warningKinds?.[kind];
          const example = data.warningExamples?.[kind];
          return count && example ? [{ kind, count, example }] : [];
        }).sort((a, b) => b.count - a.count),
        errorCount: data.errorCount,
        createdAt: data.createdAt.toDate().toISOString(),
        finishedAt: data.finishedAt?.toDate().toISOString() ?? null,
      };
    },

    /**
     * Every warning and error of a job, as CSV (kind, row, column, message), errors first. Column names and
     * messages quote the file's cells: guarded as the export's are, so a spreadsheet shows them as text.
     */
    async report(jobId: string): Promise<string> {
      if (!(await repository.readImportJob(jobId))) throw notFound("No import has this id");
      const { warnings, errors } = await repository.readImportReport(jobId);
      const line = (kind: string, { row, field, message }: ImportError) => [
        kind,
        row,
        guardCell(field),
        guardCell(message),
      ];
      return stringify(
        [...errors.map((error) => line("error", error)), ...warnings.map((warning) => line("warning", warning))],
        { header: true, columns: ["kind", "row", "column", "message"], bom: true },
      );
    },

    /**
     * Starts a new turn for each job whose worker stopped (no heartbeat for a lease): run every minute by the
     * scheduled sweep (import-worker.ts), so a job resumes whether or not anyone is watching it.
     */
    async resumeStalledJobs(): Promise<string[]> {
      const resumed: string[] = [];
      for (const jobId of await repository.unfinishedJobIds()) {
        if (await repository.resumeIfStalled(jobId, leaseMs)) resumed.push(jobId);
      }
      return resumed;
    },

    /**
     * One turn of the worker: owns the job (a lease), commits chunk after chunk, and hands over to a new turn
     * before the function's timeout, or finishes the job. A turn that finds the job owned or ended does nothing.
     */
    async runTurn(jobId: string, { turnMs = TURN_MS }: { turnMs?: number } = {}): Promise<void> {
      const job = await repository.claimTurn(jobId, leaseMs);
      if (!job) return;
      const started = Date.now();
      const { header, mapping, defaults } = JSON.parse(job.data.reading) as JobReading;
      let listed = { errors: job.data.errors ?? [], warnings: job.data.warnings ?? [] };
      const examples = { ...job.data.warningExamples };
      const columns = fieldColumns(header, mapping);
      try {
        // The keys of the books the rows before the next chunk are about, with their rows.
        const claims = await repository.readClaims(jobId);
        for (;;) {
          // A book changed since it was read (an order, an admin), or another turn took this chunk: the chunk is
          // read and decided again.
          const end = await retryLostRaces(
            async () => {
              const chunk = await repository.nextChunk(jobId);
              if (!chunk) return "finished";
              if (Date.now() - started > turnMs) return "handed over";
              const repaired = chunk.data.rows.map((row) => repairFileRow(row, columns, header, defaults));
              const repeats = findRepeats(repaired, claims);
              const rows = repaired.filter(({ row }) => !repeats.errors.has(row.row)).map(({ row }) => row);
              const catalog = await readImportCatalog(importKeys(rows));
              const plan = planImport(rows, catalog, repository.now());
              const warnings = repaired.flatMap((row) => row.warnings);
              const errors = [...repeats.errors.values(), ...plan.result.errors];
              const next = listFirst(listed, { errors, warnings: warnings.map(withoutKind) });
              const { kinds, newExamples } = countKinds(warnings, examples);
              await repository.commitChunk(
                jobId,
                chunk,
                {
                  ...plan.result,
                  noStock: plan.noStock,
                  kinds,
                  newExamples,
                  writes: job.data.dryRun ? [] : plan.rowWrites.flat(),
                  restocks: job.data.dryRun ? [] : plan.restocks,
                  warnings,
                  errors,
                  claims: repeats.claims,
                  listed: next === listed ? undefined : next,
                },
                leaseMs,
              );
              listed = next;
              Object.assign(examples, newExamples);
              for (const { key, row } of repeats.claims) claims.set(key, row);
              return undefined;
            },
            { tries: CHUNK_ATTEMPTS, codes: LOST_RACE_OR_GONE },
          );
          if (end === "finished") {
            await removeEndedJobs();
            await repository.finishJob(jobId);
            break;
          }
          if (end === "handed over") {
            await repository.passTurn(jobId);
            break;
          }
        }
      } catch (error) {
        await repository.recordFailure(jobId, MAX_FAILURES);
        throw error;
      }
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
