// The import job calls (POST /api/books/imports/preview, POST /api/books/imports, GET /api/books/imports/:id),
// for the API tests, the browser test and the benchmark.
import { IMPORT_MEDIA_TYPES, type ImportDefaultsInput, type ImportJob, type ImportMapping } from "@bookstore/schema";
import { api, type ApiResponse } from "./api";
import { FUNCTION_URL } from "./emulators";
import { scaled } from "./timeouts.mjs";

export type ImportFileType = keyof typeof IMPORT_MEDIA_TYPES;

const body = (file: string | Uint8Array) =>
  (typeof file === "string" ? new TextEncoder().encode(file) : file) as Uint8Array<ArrayBuffer>;

/** POST /api/books/imports/preview. */
export const previewImport = (
  file: string | Uint8Array,
  { token, type = "csv", encoding }: { token?: string; type?: ImportFileType; encoding?: string },
): Promise<ApiResponse> =>
  api(`/api/books/imports/preview${encoding ? `?encoding=${encoding}` : ""}`, {
    method: "POST",
    token,
    rawBody: body(file),
    headers: { "Content-Type": IMPORT_MEDIA_TYPES[type] },
  });

/**
 * POST /api/books/imports: 202 { id } when the job is queued. The store runs one job at a time, and other test
 * files import beside this one: while another job holds the lock (409 import-running), this waits for that job
 * to end and asks again, unless `waitForLock` is false (to see the 409 itself).
 */
export async function startImport(
  file: string | Uint8Array,
  options: StartOptions & { waitForLock?: boolean; timeoutMs?: number },
): Promise<ApiResponse> {
  const { waitForLock = true, timeoutMs = scaled(180_000), ...start } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await startOnce(file, start);
    const running = res.status === 409 && res.body?.error?.code === "import-running" && res.body.error.fields?.job?.[0];
    if (!waitForLock || !running || Date.now() > deadline) return res;
    await waitForImport(running, start.token ?? "", Math.max(deadline - Date.now(), 1));
  }
}

interface StartOptions {
  token?: string;
  type?: ImportFileType;
  dryRun?: boolean;
  mapping?: ImportMapping;
  defaults?: ImportDefaultsInput;
  /** Sent besides the file's type (the emulator build's X-Bookstore-Fault, say). */
  headers?: Record<string, string>;
}

function startOnce(
  file: string | Uint8Array,
  { token, type = "csv", dryRun = false, mapping, defaults, headers }: StartOptions,
): Promise<ApiResponse> {
  const query = new URLSearchParams({ dryRun: String(dryRun) });
  if (mapping) query.set("mapping", JSON.stringify(mapping));
  if (defaults) query.set("defaults", JSON.stringify(defaults));
  return api(`/api/books/imports?${query}`, {
    method: "POST",
    token,
    rawBody: body(file),
    headers: { ...headers, "Content-Type": IMPORT_MEDIA_TYPES[type] },
  });
}

/** GET /api/books/imports/:id. */
export const importJob = (id: string, token?: string): Promise<ApiResponse<ImportJob>> =>
  api<ImportJob>(`/api/books/imports/${id}`, { token });

/** Polls a job until it is done or failed (or `timeoutMs` passes), answering its last state. */
export async function waitForImport(id: string, token: string, timeoutMs = 120_000): Promise<ImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await importJob(id, token);
    if (res.status !== 200) throw new Error(`GET /api/books/imports/${id}: ${res.status} ${res.text}`);
    if (res.body.status === "done" || res.body.status === "failed" || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * One pass of the scheduled sweep that resumes stalled jobs, through the emulator build's stand-in for Cloud
 * Scheduler (the Functions emulator runs no schedule): the ids of the jobs it resumed.
 */
export async function runImportSweep(): Promise<string[]> {
  const res = await fetch(FUNCTION_URL.replace(/\/api$/, "/importJobsSweep"), { method: "POST" });
  if (!res.ok) throw new Error(`import sweep: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { resumed: string[] }).resumed;
}
