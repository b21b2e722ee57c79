// A catalogue of another system through the import job, end to end: a generated foreign file (dirty cells
// included) is sent to POST /api/books/imports and followed until the job is done. The time to the 202, rows
// per second from the upload to the job's end, every row accounted for, and the peak memory of the function
// processes that served the request and ran the job.
import { readdirSync, readFileSync } from "node:fs";
import { stringify } from "csv-stringify/sync";
import { FOREIGN_HEADER, foreignCatalog } from "@bookstore/testing/foreign-catalog";

/** The budget file, and the largest file the import takes (IMPORT_JOB.maxRows). */
export const IMPORT_ROWS = 10_000;
export const LARGEST_IMPORT_ROWS = 100_000;

/**
 * The Functions emulator's runtime processes (one per function in use) by the function they serve, with their
 * resident memory now and at its peak (MiB), read from /proc; empty where there is none (not Linux).
 */
function functionProcesses() {
  const found = [];
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("functionsEmulatorRuntime")) continue;
      const environ = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      const target = environ.find((entry) => entry.startsWith("FUNCTION_TARGET="))?.slice(16) ?? `pid ${pid}`;
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? 0);
      found.push({ pid, target, rssMiB: kib("VmRSS") / 1024, peakMiB: kib("VmHWM") / 1024 });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/** Samples the function processes until stopped: each function's highest peak, in MiB. */
function sampleMemory() {
  const peaks = {};
  const sample = () => {
    for (const { target, peakMiB } of functionProcesses()) peaks[target] = Math.max(peaks[target] ?? 0, peakMiB);
  };
  sample();
  const timer = setInterval(sample, 500);
  return () => {
    clearInterval(timer);
    sample();
    return peaks;
  };
}

export async function measureImportJob(baseUrl, authorization, rows = IMPORT_ROWS) {
  const word = `bench${Date.now().toString(36)}`;
  const file = stringify(
    foreignCatalog(rows, word).map((row) => row.cells),
    { header: true, columns: FOREIGN_HEADER },
  );
  const stopSampling = sampleMemory();
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/books/imports?dryRun=false`, {
    method: "POST",
    headers: { ...authorization, "Content-Type": "text/csv" },
    body: file,
  });
  if (response.status !== 202) {
    stopSampling();
    throw new Error(`The import was refused: ${response.status} ${(await response.text()).slice(0, 500)}`);
  }
  const { id } = await response.json();
  const acceptedMs = performance.now() - started;
  // The peak so far is the upload's: the job's progress reads come after.
  const acceptPeakRssMiB = Object.fromEntries(functionProcesses().map(({ target, peakMiB }) => [target, peakMiB]));
  const deadline = Date.now() + Math.max(10, rows / 1000) * 60_000;
  let job;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    job = await (await fetch(`${baseUrl}/api/books/imports/${id}`, { headers: authorization })).json();
    if (job.status === "done" || job.status === "failed" || Date.now() > deadline) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRssMiB = stopSampling();
  const { status, total, processed, created, updated, unchanged, skipped } = job;
  return {
    rows,
    bytes: Buffer.byteLength(file),
    status,
    total,
    processed,
    created,
    updated,
    unchanged,
    skipped,
    warnings: job.warningCount ?? 0,
    acceptedMs,
    seconds,
    rowsPerSecond: rows / seconds,
    acceptPeakRssMiB,
    peakRssMiB,
  };
}
