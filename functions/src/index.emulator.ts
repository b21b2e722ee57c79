// The emulator suite's entry (npm run build:emulator): the same API, plus the reliability tests' fault injection,
// which never ships in the deployed bundle (build.mjs).
import { apiFunction } from "./api-function";
import { createDeps } from "./deps";
import { importWorker } from "./books/imports/import-worker";
import { faultInjection } from "./faults";
import { guardProcess } from "./lib/process-guard";
import { assertSafeEmulatorUse, isDemoProject } from "./lib/env";

assertSafeEmulatorUse();
guardProcess();
if (!isDemoProject()) throw new Error("The emulator build injects faults: it runs only in a demo- project.");

const deps = createDeps(faultInjection);
export const api = apiFunction(deps);
export const importJobs = importWorker(deps.imports);
