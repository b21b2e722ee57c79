// The background function that works through import jobs: it runs when a job's document is created or its
// `turn` is bumped (a turn hands over to the next, or a stalled job is resumed), never on mere progress.
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import type { ImportsService } from "./imports.service";
import { IMPORT_JOBS, startsTurn } from "./import-jobs.repository";

export const importWorker = (imports: Pick<ImportsService, "runTurn">) =>
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
      if (startsTurn(event.data?.before, event.data?.after)) await imports.runTurn(event.params.jobId);
    },
  );
