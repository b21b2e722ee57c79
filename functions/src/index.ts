// The deployed function's entry: the API with nothing but the store in it.
import { apiFunction } from "./api-function";
import { createDeps } from "./deps";
import { importSweep, importWorker } from "./imports";
import { mailSweep, mailTrigger } from "./mail";
import { retentionSweep } from "./retention";
import { guardProcess } from "./lib/process-guard";
import { assertSafeEmulatorUse } from "./lib/env";

assertSafeEmulatorUse();
guardProcess();

const deps = createDeps();
export const api = apiFunction(deps);
export const importJobs = importWorker(deps.importWorker);
export const importJobsSweep = importSweep(deps.importWorker);
export const mailSender = mailTrigger(deps.mailSender);
export const mailOutboxSweep = mailSweep(deps.mailSender);
export const dataRetentionSweep = retentionSweep(deps.retention);
