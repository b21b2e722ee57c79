// Firestore for import jobs (import-job-document.ts). A chunk's books, its "done" mark, report and claims, and the
// job's counters are one batch: a job stopped at any point resumes at the first chunk not done, and no book is
// written twice.
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import type { ImportError, ImportField } from "@bookstore/schema";
import { FieldValue, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { DocumentReference } from "firebase-admin/firestore";
import { addCatalogWrite } from "./import-catalog.repository";
import { catalogChanged } from "../lib/catalog-version.repository";
import { createChunkWriter } from "./import-chunk-writer";
import { createImportLock } from "./import-lock.repository";
import type { ImportMailsRepository } from "./import-mails.repository";
import type { StockRoom } from "../stock";
import { byRow } from "./import-chunks";
import {
  CHUNKS,
  IMPORT_JOBS,
  figuresOf,
  isOpen,
  type BookClaim,
  type ChunkDocument,
  type ChunkOutcome,
  type JobDocument,
  type JobReading,
  type NextChunk,
  type StoredJob,
} from "./import-job-document";

/** Counts added to a document's fields (under `prefix`), as increments that commute with other writers'. */
const increments = (counts: Partial<Record<string, number>>, prefix = "") =>
  Object.fromEntries(Object.entries(counts).map(([field, count]) => [prefix + field, FieldValue.increment(count!)]));

type JobChange<T> = (tx: Transaction, job: JobDocument | undefined, ref: DocumentReference) => T;

const importTarget = (jobId: string) => ({ type: "import" as const, id: jobId, label: "Import" });

/** The log records the imports that write: a dry run (the one-request import's check among them) changes nothing. */
const loggedBy = (job: { dryRun: boolean; startedBy?: Actor }) => (job.dryRun ? undefined : job.startedBy);

export function createImportJobsRepository(
  firestore: Firestore,
  mails: Pick<ImportMailsRepository, "ended">,
  stock: Pick<StockRoom, "readNotices">,
) {
  /**
   * The job's end, told in the write that ends it: the shop's mail (named after the job, so a turn that ends it
   * twice writes the same mail), and the log's entry under the member who started it, with its figures.
   */
  function recordImportEnd(tx: Transaction, jobId: string, job: JobDocument, status: "done" | "failed") {
    mails.ended(tx, jobId, job, status);
    const actor = loggedBy(job);
    if (!actor) return;
    const figures = { created: job.created, updated: job.updated, skipped: job.skipped, errors: job.errorCount };
    recordActivity(tx, firestore, {
      actor,
      action: "import.end",
      target: importTarget(jobId),
      changes: changesBetween({ status: job.status }, { status, ...figures }),
    });
  }

  const jobs = firestore.collection(IMPORT_JOBS);
  const mappingRef = firestore.collection("meta").doc("importMapping");
  const chunksOf = (jobId: string) => jobs.doc(jobId).collection(CHUNKS);
  const doneChunks = (jobId: string) => chunksOf(jobId).where("done", "==", true);
  /** Runs `change` on a job's document as read in a transaction. */
  const changeJob = <T>(jobId: string, change: JobChange<T>) =>
    firestore.runTransaction(async (tx) => {
      const ref = jobs.doc(jobId);
      return change(tx, (await tx.get(ref)).data() as JobDocument | undefined, ref);
    });
  /** A new turn starts on the bumped `turn` (the background function runs again). */
  const nextTurn = () => ({ leaseUntil: 0, turn: FieldValue.increment(1), heartbeatAt: Timestamp.now() });

  const { claimImportLock, releaseImportLock } = createImportLock(firestore);

  return {
    now: () => Timestamp.now(),

    claimImportLock,
    releaseImportLock,

    chunkWriter: (jobId: string) => createChunkWriter(firestore, chunksOf(jobId)),

    /** Writes the job's document once its chunks are written: a background turn starts on it, unless its creator
     * holds it (`holdMs`) and runs it itself. */
    async createImportJob(
      jobId: string,
      job: { dryRun: boolean; total: number; reading: JobReading; startedBy?: Actor; holdMs?: number },
    ): Promise<void> {
      const now = Timestamp.now();
      const data: JobDocument = {
        status: job.holdMs ? "running" : "queued",
        dryRun: job.dryRun,
        reading: JSON.stringify(job.reading),
        total: job.total,
        ...figuresOf(),
        warningKinds: {},
        warningExamples: {},
        errors: [],
        warnings: [],
        turn: 0,
        leaseUntil: job.holdMs ? Date.now() + job.holdMs : 0,
        failures: 0,
        createdAt: now,
        heartbeatAt: now,
        ...(job.startedBy ? { startedBy: job.startedBy } : {}),
      };
      const batch = firestore.batch();
      batch.create(jobs.doc(jobId), data);
      const actor = loggedBy(job);
      if (actor) {
        recordActivity(batch, firestore, {
          actor,
          action: "import.start",
          target: importTarget(jobId),
          changes: { status: { before: null, after: "queued" }, total: { before: null, after: job.total } },
        });
      }
      await batch.commit();
    },

    /** A job that could not be started: the chunks written so far go, and the lock is freed. */
    async discardImportJob(jobId: string): Promise<void> {
      await firestore.recursiveDelete(jobs.doc(jobId));
      await releaseImportLock(jobId);
    },

    async readImportJob(jobId: string): Promise<StoredJob | undefined> {
      const snapshot = await jobs.doc(jobId).get();
      return snapshot.exists ? { id: jobId, data: snapshot.data() as JobDocument } : undefined;
    },

    /** Every warning and error of the chunks done so far, in row order: the job's report. */
    async readImportReport(jobId: string): Promise<{ warnings: ImportError[]; errors: ImportError[] }> {
      const done = await doneChunks(jobId).select("errors", "warnings").get();
      const all = (field: string) =>
        done.docs.flatMap((chunk) => (chunk.get(field) as ImportError[] | undefined) ?? []).sort(byRow);
      return { warnings: all("warnings"), errors: all("errors") };
    },

    /** The book keys the chunks done so far claimed, each with the row that claimed it. */
    async readClaims(jobId: string): Promise<Map<string, number>> {
      const done = await doneChunks(jobId).select("claims").get();
      const claims = done.docs.flatMap((chunk) => (chunk.get("claims") as BookClaim[] | undefined) ?? []);
      return new Map(claims.map(({ key, row }) => [key, row]));
    },

    /**
     * Makes this turn the job's owner until `leaseMs` from now, unless another turn owns it or it has ended.
     * Answers the job as claimed, or undefined.
     */
    async claimTurn(jobId: string, leaseMs: number): Promise<StoredJob | undefined> {
      return changeJob(jobId, (tx, job, ref) => {
        if (!job || !isOpen(job) || job.leaseUntil > Date.now()) return undefined;
        tx.update(ref, { status: "running", leaseUntil: Date.now() + leaseMs, heartbeatAt: Timestamp.now() });
        return { id: jobId, data: job };
      });
    },

    async nextChunk(jobId: string): Promise<NextChunk | undefined> {
      const snapshot = await chunksOf(jobId).where("done", "==", false).limit(1).get();
      const chunk = snapshot.docs[0];
      return chunk ? { ref: chunk.ref, data: chunk.data() as ChunkDocument, updateTime: chunk.updateTime } : undefined;
    },

    /**
     * Commits a chunk in one batch: its books' writes (none in a dry run), its "done" mark, report and claims
     * (only over the version read: a second worker on the same chunk fails here), and the job's counters and
     * lease. The mails of its stock notices (the stock room's) go in the same batch.
     */
    async commitChunk(jobId: string, chunk: NextChunk, outcome: ChunkOutcome, leaseMs: number): Promise<void> {
      const tell = await stock.readNotices(outcome.notices);
      const batch = firestore.batch();
      for (const write of outcome.writes) addCatalogWrite(firestore, batch, write);
      tell(batch);
      if (outcome.writes.length) batch.set(...catalogChanged(firestore));
      const { warnings, errors, claims } = outcome;
      batch.update(chunk.ref, { done: true, warnings, errors, claims }, { lastUpdateTime: chunk.updateTime });
      batch.update(jobs.doc(jobId), {
        ...increments(outcome.figures),
        ...increments(outcome.kinds, "warningKinds."),
        ...Object.fromEntries(
          Object.entries(outcome.newExamples).map(([kind, example]) => [`warningExamples.${kind}`, example]),
        ),
        ...outcome.listed,
        leaseUntil: Date.now() + leaseMs,
        heartbeatAt: Timestamp.now(),
      });
      await batch.commit();
    },

    async passTurn(jobId: string): Promise<void> {
      await jobs.doc(jobId).update(nextTurn());
    },

    /** A turn that failed unexpectedly: counted, and after `maxFailures` the job is failed and the lock freed. */
    async recordFailure(jobId: string, maxFailures: number): Promise<void> {
      const failed = await changeJob(jobId, (tx, job, ref) => {
        const failures = job!.failures + 1;
        const fails = failures >= maxFailures;
        tx.update(ref, {
          failures,
          leaseUntil: 0,
          ...(fails ? { status: "failed", finishedAt: Timestamp.now() } : { turn: FieldValue.increment(1) }),
        });
        if (fails) recordImportEnd(tx, jobId, job!, "failed");
        return fails;
      });
      if (failed) await releaseImportLock(jobId);
    },

    async finishJob(jobId: string): Promise<void> {
      await changeJob(jobId, (tx, job, ref) => {
        tx.update(ref, { status: "done", leaseUntil: 0, finishedAt: Timestamp.now(), heartbeatAt: Timestamp.now() });
        recordImportEnd(tx, jobId, job!, "done");
      });
      await releaseImportLock(jobId);
    },

    /**
     * Removes the jobs that ended before `finishedBefore`, each with its chunks (the file's rows and its report).
     * Answers how many it removed.
     */
    async removeJobsFinishedBefore(finishedBefore: Date): Promise<number> {
      const ended = await jobs.where("finishedAt", "<", Timestamp.fromDate(finishedBefore)).select().get();
      for (const job of ended.docs) await firestore.recursiveDelete(job.ref);
      return ended.size;
    },

    /**
     * Starts a new turn for each job not ended whose worker stopped (its lease ran out with no heartbeat for
     * `staleMs`): the function was stopped mid-way, or its trigger was lost. Answers the jobs it resumed.
     */
    async resumeStalledJobs(staleMs: number): Promise<string[]> {
      // At most one job is open, but for a lock lost to a crash.
      const open = await jobs.where("status", "in", ["queued", "running"]).select().get();
      const resumed: string[] = [];
      for (const { id } of open.docs) {
        const stalled = await changeJob(id, (tx, job, ref) => {
          const now = Date.now();
          if (!job || !isOpen(job) || job.leaseUntil > now || job.heartbeatAt.toMillis() > now - staleMs) return false;
          tx.update(ref, nextTurn());
          return true;
        });
        if (stalled) resumed.push(id);
      }
      return resumed;
    },

    /** The mapping used last, by column key (import-mapping.ts). */
    async readLastMapping(): Promise<Record<string, ImportField | null>> {
      const snapshot = await mappingRef.get();
      return (snapshot.get("columns") as Record<string, ImportField | null> | undefined) ?? {};
    },

    async saveLastMapping(columns: Record<string, ImportField | null>): Promise<void> {
      await mappingRef.set({ columns, savedAt: Timestamp.now() });
    },
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
