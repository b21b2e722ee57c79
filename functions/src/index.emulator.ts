// The emulator suite's entry (npm run build:emulator): the same API, plus the reliability tests' fault injection,
// which never ships in the deployed bundle (build.mjs).
import { apiFunction } from "./api-function";
import { createDeps } from "./deps";
import { onRequest } from "firebase-functions/v2/https";
import { importWorker, sweepImportJobs } from "./imports";
import { faultInjection } from "./faults";
import { mailTrigger, sweepMail } from "./mail";
import { guardProcess } from "./lib/process-guard";
import { sweepRetention } from "./retention";
import { assertSafeEmulatorUse, isDemoProject } from "./lib/env";

assertSafeEmulatorUse();
guardProcess();
if (!isDemoProject()) throw new Error("The emulator build injects faults: it runs only in a demo- project.");

const deps = createDeps(faultInjection);
export const api = apiFunction(deps);
export const importJobs = importWorker(deps.importWorker);
// The Functions emulator runs no schedule (it registers an onSchedule function only as a trigger of a Pub/Sub
// emulator topic, and nothing publishes to it): the tests run the sweep's pass here, as Cloud Scheduler would.
export const importJobsSweep = onRequest({ region: "us-central1", cors: false }, async (_req, res) => {
  res.json({ resumed: await sweepImportJobs(deps.importWorker) });
});
export const mailSender = mailTrigger(deps.mailSender);
// The same for the outbox's sweep: the launchers' ticker (scripts/local-mail.mjs) calls it on the suite's period.
export const mailOutboxSweep = onRequest({ region: "us-central1", cors: false }, async (_req, res) => {
  res.json({ taken: await sweepMail(deps.mailSender) });
});
// And the daily clean-up: the retention tests write old-dated documents and call it.
export const dataRetentionSweep = onRequest({ region: "us-central1", cors: false }, async (_req, res) => {
  res.json(await sweepRetention(deps.retention));
});
