// The one-job lock of import jobs: meta/importJob names the job that runs, and a new job may start only when
// that one has ended (or never got its document written).
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { conflict } from "../lib/http-error";
import { IMPORT_JOBS, isOpen, type JobDocument } from "./import-job-document";

export function createImportLock(firestore: Firestore) {
  const jobs = firestore.collection(IMPORT_JOBS);
  const lockRef = firestore.collection("meta").doc("importJob");

  /** The id of the job that holds the lock, if it is still queued or running. */
  async function runningJob(tx: Transaction): Promise<string | undefined> {
    const lock = await tx.get(lockRef);
    const jobId = lock.get("jobId") as string | undefined;
    if (!jobId) return undefined;
    const job = await tx.get(jobs.doc(jobId));
    // A job still being written (its chunks first, its document last) holds the lock for a short while.
    const since = (lock.get("at") as Timestamp | undefined)?.toMillis() ?? 0;
    const running = job.exists ? isOpen(job.data() as JobDocument) : Date.now() - since < 120_000;
    return running ? jobId : undefined;
  }

  async function releaseImportLock(jobId: string): Promise<void> {
    await firestore.runTransaction(async (tx) => {
      const lock = await tx.get(lockRef);
      if (lock.get("jobId") === jobId) tx.delete(lockRef);
    });
  }

  /** Takes the one-job lock for a new job id; 409 import-running naming the job that holds it. */
  async function claimImportLock(): Promise<string> {
    const jobId = jobs.doc().id;
    await firestore.runTransaction(async (tx) => {
      const running = await runningJob(tx);
      if (running) {
        throw conflict("import-running", `Import ${running} is still running: wait for it to finish`, {
          fields: { job: [running] },
        });
      }
      tx.set(lockRef, { jobId, at: Timestamp.now() });
    });
    return jobId;
  }

  return { claimImportLock, releaseImportLock };
}
