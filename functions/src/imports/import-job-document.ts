// An import job as stored: its document in importJobs, and its file's rows in chunk documents (its `chunks`
// subcollection, ids in row order); import-jobs.repository.ts reads and writes them.
import type { Actor } from "../lib/activity-log";
import type { ImportDefaults, ImportError, ImportJob, ImportMapping, ImportWarningKind } from "@bookstore/schema";
import type { DocumentReference, DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { StockNotice } from "../stock";
import type { CatalogWrite } from "./book-import-plan";
import type { FileRow } from "./import-file";

export const IMPORT_JOBS = "importJobs";
export const CHUNKS = "chunks";
/** A chunk's id: its index, padded so that ids sort in row order. */
export const chunkId = (index: number) => String(index).padStart(6, "0");

/** A key that names a book (its id, ISBN, or the id a new row creates) and the first row that named it. */
export interface BookClaim {
  key: string;
  row: number;
}

export interface ChunkDocument {
  rows: FileRow[];
  /** Rows of the file this chunk accounts for. */
  size: number;
  done: boolean;
  /** Written with the "done" mark: the repairs of its rows and the rows it skipped, and the keys it claimed. */
  warnings?: ImportError[];
  errors?: ImportError[];
  claims?: BookClaim[];
}

/** Warnings counted by kind, and each kind's first warning: kept on the job's document as its chunks commit. */
export type WarningCounts = Partial<Record<ImportWarningKind, number>>;
export type WarningExamples = Partial<Record<ImportWarningKind, ImportError>>;

/** How the job reads its rows: the file's header, the mapping and the values for every row. */
export interface JobReading {
  header: string[];
  mapping: ImportMapping;
  defaults: ImportDefaults;
}

/** A job's figures, each counted up as its chunks commit. */
const JOB_FIGURES = [
  "processed",
  "created",
  "updated",
  "unchanged",
  "skipped",
  "noStock",
  "warningCount",
  "errorCount",
] as const;
type JobFigures = Pick<ImportJob, (typeof JOB_FIGURES)[number]>;
/** Every figure of `counts`, 0 where it has none (a new job, or one stored before the figure existed). */
export const figuresOf = (counts: Partial<JobFigures> = {}) =>
  Object.fromEntries(JOB_FIGURES.map((figure) => [figure, counts[figure] ?? 0])) as JobFigures;

/**
 * A job as stored. `noStock` (books created with no stock) and the listed `errors` and `warnings` are absent on
 * older jobs. The listed ones are the first in row order (IMPORT_JOB.listed of each), kept here as the chunks
 * commit, so a progress read is one document; every one of them is in the chunks, for the report.
 */
export interface JobDocument
  extends
    Pick<ImportJob, "status" | "dryRun" | "total">,
    Omit<JobFigures, "noStock">,
    Partial<Pick<ImportJob, "noStock" | "errors" | "warnings">> {
  /** The member who started it: the activity log names them at its start and its end. */
  startedBy?: Actor;
  /** A JobReading as JSON (column names are any text, and Firestore's map keys are not). */
  reading: string;
  /** Warnings by kind, and each kind's first warning. Absent on older jobs. */
  warningKinds?: WarningCounts;
  warningExamples?: WarningExamples;
  /** Bumped to start another turn of the worker (each turn is one run of the background function). */
  turn: number;
  /** Until when the running turn owns the job (ms since the epoch); 0 when none does. */
  leaseUntil: number;
  /** Turns that ended in an unexpected error; past a few, the job is failed. */
  failures: number;
  createdAt: Timestamp;
  heartbeatAt: Timestamp;
  finishedAt?: Timestamp;
}

/** A chunk not done yet, with the version read (its "done" mark is written only over that version). */
export interface NextChunk {
  ref: DocumentReference;
  data: ChunkDocument;
  updateTime: Timestamp;
}

export interface StoredJob {
  id: string;
  data: JobDocument;
}

/** What a chunk decided: its report and claims as its document keeps them, and what it adds to the job. */
export interface ChunkOutcome extends Required<Pick<ChunkDocument, "warnings" | "errors" | "claims">> {
  /** What the chunk adds to the job's figures. */
  figures: JobFigures;
  /** The job's listed errors and warnings with this chunk's added, when it changed them. */
  listed?: Pick<JobDocument, "errors" | "warnings">;
  /** This chunk's warnings by kind, and the first warning of each kind no earlier chunk had. */
  kinds: WarningCounts;
  newExamples: WarningExamples;
  writes: CatalogWrite[];
  /** What its writes' stock changes tell (a fall to the low-stock mark, a return): mailed in the same commit. */
  notices: StockNotice[];
}

export const isOpen = ({ status }: Pick<JobDocument, "status">) => status === "queued" || status === "running";

/**
 * Whether a change of a job's document starts a turn of the worker: the job was created, or its `turn` bumped
 * while it is queued or running; never mere progress.
 */
export function startsTurn(before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): boolean {
  if (!after?.exists || !isOpen(after.data() as JobDocument)) return false;
  return !before?.exists || before.get("turn") !== after.get("turn");
}
