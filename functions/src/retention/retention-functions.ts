import { onSchedule } from "firebase-functions/v2/scheduler";
import { sweepRetention, type RetentionDeps } from "./retention-sweep";

/** The daily clean-up, at night for the shop (the emulator build calls sweepRetention over HTTP instead). */
export const retentionSweep = (deps: RetentionDeps) =>
  onSchedule(
    {
      schedule: "every day 03:30",
      region: "us-central1",
      memory: "256MiB",
      timeoutSeconds: 540,
      maxInstances: 1,
    },
    async () => void (await sweepRetention(deps)),
  );
