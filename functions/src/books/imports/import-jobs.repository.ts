// Firestore for import jobs. A job is a document in importJobs with its file split into chunk documents (its
// `chunks` subcollection, ids in row order). A chunk's books, the chunk's "done" mark and the job's counters are
// one batch: a job stopped at any point resumes at the first chunk not done, and no book is written twice.
// One job runs at a time: meta/importJob names it.
import type { ImportError, ImportField, ImportJob } from "@bookstore/schema";
import {
  FieldValue,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import type { CsvRow } from "../book-csv";
import type { CatalogWrite } from "../book-import-plan";
import { addCatalogWrite } from "../books-csv.repository";
import { catalogChanged } from "../catalog-version";
import { conflict } from "../../lib/http-error";
import { db } from "../../lib/firestore";

export const IMPORT_JOBS = "importJobs";
const CHUNKS = "chunks";
const lockRef = (firestore: Firestore) => firestore.collection("meta").doc("importJob");
const mappingRef = (firestore: Firestore) => firestore.collection("meta").doc("importMapping");

export interface ChunkDocument {
  rows: CsvRow[];
  /** Warnings found when the file was read (repairs), and errors of rows left out then (duplicates). */
  warnings: ImportError[];
  errors: ImportError[];
  /** Rows of the file this chunk accounts for, the left-out ones included. */
  size: number;
  done: boolean;
}

export interface JobDocument {
  status: ImportJob["status"];
  dryRun: boolean;
  total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  warningCount: number;
  errorCount: number;
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

export interface StoredJob {
  id: string;
  data: JobDocument;
}

/** The job that holds the lock, if it is still queued or running. */
async function runningJob(tx: Transaction, firestore: Firestore): Promise<StoredJob | undefined> {
  const lock = await tx.get(lockRef(firestore));
  const jobId = lock.get("jobId") as string | undefined;
  if (!jobId) return undefined;
  const job = await tx.get(firestore.collection(IMPORT_JOBS).doc(jobId));
  if (!job.exists) {
    // A job still being written (its chunks first, its document last) holds the lock for a short while.
    const since = (lock.get("at") as Timestamp | undefined)?.toMillis() ?? 0;
    return Date.now() - since < 120_000 ? { id: jobId, data: { status: "queued" } as JobDocument } : undefined;
  }
  const data = job.data() as JobDocument;
  return data.status === "queued" || data.status === "running" ? { id: jobId, data } : undefined;
}

/** Takes the one-job lock for a new job id; 409 import-running naming the job that holds it. */
export async function claimImportLock(firestore: Firestore = db()): Promise<string> {
  const jobId = firestore.collection(IMPORT_JOBS).doc().id;
  await firestore.runTransaction(async (tx) => {
    const running = await runningJob(tx, firestore);
    if (running) {
      throw conflict("import-running", `Import ${running.id} is still running: wait for it to finish`, {
        fields: { job: [running.id] },
      });
    }
    tx.set(lockRef(firestore), { jobId, at: Timestamp.now() });
  });
  return jobId;
}

export async function releaseImportLock(jobId: string, firestore: Firestore = db()): Promise<void> {
  await firestore.runTransaction(async (tx) => {
    const lock = await tx.get(lockRef(firestore));
    if (lock.get("jobId") === jobId) tx.delete(lockRef(firestore));
  });
}

const chunkId = (index: number) => String(index).padStart(6, "0");

/** Writes the chunks, then the job's document, which starts the worker (import-worker.ts). */
export async function createImportJob(
  jobId: string,
  job: { dryRun: boolean; total: number },
  chunks: Omit<ChunkDocument, "done">[],
  firestore: Firestore = db(),
): Promise<void> {
  const jobRef = firestore.collection(IMPORT_JOBS).doc(jobId);
  const writer = firestore.bulkWriter();
  chunks.forEach(
    (chunk, index) => void writer.create(jobRef.collection(CHUNKS).doc(chunkId(index)), { ...chunk, done: false }),
  );
  await writer.close();
  const now = Timestamp.now();
  const data: JobDocument = {
    status: "queued",
    dryRun: job.dryRun,
    total: job.total,
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    warningCount: 0,
    errorCount: 0,
    turn: 0,
    leaseUntil: 0,
    failures: 0,
    createdAt: now,
    heartbeatAt: now,
  };
  await jobRef.create(data);
}

export async function readImportJob(jobId: string, firestore: Firestore = db()): Promise<StoredJob | undefined> {
  const snapshot = await firestore.collection(IMPORT_JOBS).doc(jobId).get();
  return snapshot.exists ? { id: jobId, data: snapshot.data() as JobDocument } : undefined;
}

const byRow = (a: ImportError, b: ImportError) => a.row - b.row;

/**
 * The warnings and errors of the chunks done so far, in row order. With `warningsUpTo`, the warnings of the
 * first chunks only, until there are that many: a large file's warnings run to tens of thousands.
 */
export async function readImportReport(
  jobId: string,
  { warningsUpTo = Infinity }: { warningsUpTo?: number } = {},
  firestore: Firestore = db(),
) {
  const done = firestore.collection(IMPORT_JOBS).doc(jobId).collection(CHUNKS).where("done", "==", true);
  const errors = (await done.select("errors").get()).docs.flatMap((chunk) => chunk.get("errors") as ImportError[]);
  const warnings: ImportError[] = [];
  // Chunk ids are in row order, and so is the query's order.
  let after: QueryDocumentSnapshot | undefined;
  while (warnings.length < warningsUpTo) {
    let page = done.select("warnings").limit(20);
    if (after) page = page.startAfter(after);
    const chunks = (await page.get()).docs;
    for (const chunk of chunks) warnings.push(...(chunk.get("warnings") as ImportError[]));
    if (chunks.length < 20) break;
    after = chunks.at(-1);
  }
  return { warnings: warnings.sort(byRow).slice(0, warningsUpTo), errors: errors.sort(byRow) };
}

/**
 * Makes this turn the job's owner until `leaseMs` from now, unless another turn owns it or it has ended.
 * Answers the job as claimed, or undefined.
 */
export async function claimTurn(jobId: string, leaseMs: number, firestore: Firestore = db()) {
  const ref = firestore.collection(IMPORT_JOBS).doc(jobId);
  return firestore.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const job = snapshot.data() as JobDocument | undefined;
    if (!job || job.status === "done" || job.status === "failed" || job.leaseUntil > Date.now()) return undefined;
    tx.update(ref, { status: "running", leaseUntil: Date.now() + leaseMs, heartbeatAt: Timestamp.now() });
    return { id: jobId, data: job };
  });
}

/** The first chunk not done, with the version read (its "done" mark is written only over that version). */
export async function nextChunk(jobId: string, firestore: Firestore = db()) {
  const snapshot = await firestore
    .collection(IMPORT_JOBS)
    .doc(jobId)
    .collection(CHUNKS)
    .where("done", "==", false)
    .limit(1)
    .get();
  const chunk = snapshot.docs[0];
  return chunk ? { ref: chunk.ref, data: chunk.data() as ChunkDocument, updateTime: chunk.updateTime } : undefined;
}

export type NextChunk = NonNullable<Awaited<ReturnType<typeof nextChunk>>>;

/**
 * Commits a chunk in one batch: its books' writes (none in a dry run), its "done" mark and report (only over
 * the version read: a second worker on the same chunk fails here), and the job's counters and lease.
 */
export async function commitChunk(
  jobId: string,
  chunk: NextChunk,
  outcome: { writes: CatalogWrite[]; created: number; updated: number; unchanged: number; errors: ImportError[] },
  leaseMs: number,
  firestore: Firestore = db(),
): Promise<void> {
  const batch = firestore.batch();
  for (const write of outcome.writes) addCatalogWrite(firestore, batch, write);
  if (outcome.writes.length) batch.set(...catalogChanged(firestore));
  const skipped = new Set(outcome.errors.map((error) => error.row)).size;
  batch.update(chunk.ref, { done: true, errors: outcome.errors }, { lastUpdateTime: chunk.updateTime });
  batch.update(firestore.collection(IMPORT_JOBS).doc(jobId), {
    processed: FieldValue.increment(chunk.data.size),
    created: FieldValue.increment(outcome.created),
    updated: FieldValue.increment(outcome.updated),
    unchanged: FieldValue.increment(outcome.unchanged),
    skipped: FieldValue.increment(skipped),
    warningCount: FieldValue.increment(chunk.data.warnings.length),
    errorCount: FieldValue.increment(outcome.errors.length),
    leaseUntil: Date.now() + leaseMs,
    heartbeatAt: Timestamp.now(),
  });
  await batch.commit();
}

/** Ends this turn: another starts (the background function runs again on the bumped `turn`). */
export async function passTurn(jobId: string, firestore: Firestore = db()): Promise<void> {
  await firestore
    .collection(IMPORT_JOBS)
    .doc(jobId)
    .update({ leaseUntil: 0, turn: FieldValue.increment(1), heartbeatAt: Timestamp.now() });
}

/** A turn that failed unexpectedly: counted, and after `maxFailures` the job is failed and the lock freed. */
export async function recordFailure(jobId: string, maxFailures: number, firestore: Firestore = db()): Promise<void> {
  const ref = firestore.collection(IMPORT_JOBS).doc(jobId);
  const failed = await firestore.runTransaction(async (tx) => {
    const failures = ((await tx.get(ref)).get("failures") as number) + 1;
    const fails = failures >= maxFailures;
    tx.update(ref, {
      failures,
      leaseUntil: 0,
      ...(fails ? { status: "failed", finishedAt: Timestamp.now() } : { turn: FieldValue.increment(1) }),
    });
    return fails;
  });
  if (failed) await releaseImportLock(jobId, firestore);
}

export async function finishJob(jobId: string, firestore: Firestore = db()): Promise<void> {
  await firestore
    .collection(IMPORT_JOBS)
    .doc(jobId)
    .update({ status: "done", leaseUntil: 0, finishedAt: Timestamp.now(), heartbeatAt: Timestamp.now() });
  await releaseImportLock(jobId, firestore);
}

/**
 * Starts a new turn for a job whose worker stopped (its lease ran out with no heartbeat for `staleMs`): the
 * function was stopped mid-way, or its trigger was lost. Answers whether it did.
 */
export async function resumeIfStalled(jobId: string, staleMs: number, firestore: Firestore = db()) {
  const ref = firestore.collection(IMPORT_JOBS).doc(jobId);
  return firestore.runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data() as JobDocument | undefined;
    if (!job || (job.status !== "queued" && job.status !== "running")) return false;
    const now = Date.now();
    if (job.leaseUntil > now || job.heartbeatAt.toMillis() > now - staleMs) return false;
    tx.update(ref, { leaseUntil: 0, turn: FieldValue.increment(1), heartbeatAt: Timestamp.now() });
    return true;
  });
}

/** The mapping used last, by column key (import-mapping.ts). */
export async function readLastMapping(firestore: Firestore = db()): Promise<Record<string, ImportField | null>> {
  const snapshot = await mappingRef(firestore).get();
  return (snapshot.get("columns") as Record<string, ImportField | null> | undefined) ?? {};
}

export async function saveLastMapping(
  columns: Record<string, ImportField | null>,
  firestore: Firestore = db(),
): Promise<void> {
  await mappingRef(firestore).set({ columns, savedAt: Timestamp.now() });
}
