// The background functions of import jobs. The worker runs when a job's document is created or its `turn` is
// bumped (a turn hands over to the next, or a stalled job is resumed), never on mere progress. The sweep runs
// every minute and resumes a job whose worker stopped, whether or not anyone is watching the job.
import { logger } from "firebase-functions";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import type { ImportWorker } from "./import-worker";
import { IMPORT_JOBS, startsTurn } from "./import-job-document";

export const importWorker = (worker: Pick<ImportWorker, "runTurn">) =>
  onDocumentWritten(
    {
      document: `${IMPORT_JOBS}/{jobId}`,
      region: "us-central1",
      memory: "512MiB",
      // A turn hands over after a minute; the rest is room for its last chunk.
      timeoutSeconds: 300,
      // One job at a time, one turn at a time.
      maxInstances: 1,
    },
    async (event) => {
      if (startsTurn(event.data?.before, event.data?.after)) await worker.runTurn(event.params.jobId);
    },
  );

/** One pass of the sweep: the jobs it resumed are logged. */
export async function sweepImportJobs(worker: Pick<ImportWorker, "resumeStalledJobs">): Promise<string[]> {
  const resumed = await worker.resumeStalledJobs();
  if (resumed.length) logger.warn("Resumed import jobs whose worker had stopped", { resumed });
  return resumed;
}

export const importSweep = (worker: Pick<ImportWorker, "resumeStalledJobs">) =>
  onSchedule(
    { schedule: "every 1 minutes", region: "us-central1", memory: "256MiB", timeoutSeconds: 60, maxInstances: 1 },
    async () => void (await sweepImportJobs(worker)),
  );
