// Imports from any spreadsheet, as the API serves them: the preview (how the file reads and the proposed
// mapping), starting a job (the file read, its columns checked and its rows split into chunks as the file has
// them), and a job's progress and report. The chunks are the worker's (import-worker.ts).
import {
  IMPORT_JOB,
  IMPORT_WARNING_KINDS,
  type ImportDefaults,
  type ImportError,
  type ImportJob,
  type ImportMapping,
  type ImportPreview,
} from "@bookstore/schema";
import { stringify } from "csv-stringify/sync";
import { guardCell } from "../books";
import type { Actor } from "../lib/activity-log";
import { badRequest, notFound } from "../lib/http-error";
import { readImportRows, readImportTable, type ImportMediaType, type ReadOptions } from "./import-file";
import { isStoreLayout, proposeMapping, rememberedMapping } from "./import-mapping";
import { fieldColumns, repairRow, repeatedColumns } from "./import-repair";
import { figuresOf, type JobReading } from "./import-job-document";
import type { ImportJobsRepository } from "./import-jobs.repository";
import { createChunker, withoutKind } from "./import-chunks";

export interface StartOptions extends ReadOptions {
  dryRun: boolean;
  mapping?: ImportMapping;
  defaults?: ImportDefaults;
  /** Refuses a header before anything is stored (the one-request import takes the store's own only). */
  checkHeader?: (header: string[]) => void;
  /** The job is created owned by the caller for this long, so no background turn takes it (it runs it itself). */
  holdMs?: number;
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

export function createImportsService(repository: ImportJobsRepository) {
  return {
    /** How the file reads: its encoding and separator, its columns, the proposed mapping and its first rows. */
    async preview(bytes: Buffer, type: ImportMediaType, options: ReadOptions): Promise<ImportPreview> {
      // Only the rows shown are held: the rest of the file is read to count its rows.
      const table = await readImportTable(bytes, type, { ...options, keepRows: IMPORT_JOB.previewRows });
      const mapping = proposeMapping(table.header, await repository.readLastMapping());
      const columns = fieldColumns(table.header, mapping);
      const rows = table.rows.map((row) => repairRow(row, columns, table.header));
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
        return (mapping = options.mapping ? checkMapping(header, options.mapping) : proposeMapping(header, last));
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
        const { dryRun, holdMs } = options;
        await repository.createImportJob(jobId, { dryRun, total, reading, startedBy: actor, holdMs });
      } catch (error) {
        // A batch still in flight would land after the discard and leave its chunks behind.
        await writer.settled();
        await repository.discardImportJob(jobId);
        throw error;
      }
      if (!isStoreLayout(header)) {
        await repository.saveLastMapping(rememberedMapping(mapping!));
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
        total: data.total,
        ...figuresOf(data),
        warnings: warnings.map(withoutKind),
        errors,
        warningKinds: IMPORT_WARNING_KINDS.flatMap((kind) => {
          const count = data.warningKinds?.[kind];
          const example = data.warningExamples?.[kind];
          return count && example ? [{ kind, count, example }] : [];
        }).sort((a, b) => b.count - a.count),
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
      const line = (kind: string, error: ImportError) => [
        kind,
        error.row,
        guardCell(error.field),
        guardCell(error.message),
      ];
      return stringify(
        [...errors.map((error) => line("error", error)), ...warnings.map((warning) => line("warning", warning))],
        { header: true, columns: ["kind", "row", "column", "message"], bom: true },
      );
    },
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
