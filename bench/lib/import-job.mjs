// A catalogue of another system through the import job, end to end: a generated foreign file (dirty cells
// included) is sent to POST /api/books/imports and followed until the job is done. Rows per second from the
// upload to the job's end, and every row accounted for.
import { stringify } from "csv-stringify/sync";
import { FOREIGN_HEADER, foreignCatalog } from "@bookstore/testing/foreign-catalog";

export const IMPORT_ROWS = 10_000;

export async function measureImportJob(baseUrl, authorization, rows = IMPORT_ROWS) {
  const word = `bench${Date.now().toString(36)}`;
  const file = stringify(
    foreignCatalog(rows, word).map((row) => row.cells),
    { header: true, columns: FOREIGN_HEADER },
  );
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/books/imports?dryRun=false`, {
    method: "POST",
    headers: { ...authorization, "Content-Type": "text/csv" },
    body: file,
  });
  if (response.status !== 202) throw new Error(`The import was refused: ${response.status} ${await response.text()}`);
  const { id } = await response.json();
  const acceptedMs = performance.now() - started;
  const deadline = Date.now() + 10 * 60_000;
  let job;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    job = await (await fetch(`${baseUrl}/api/books/imports/${id}`, { headers: authorization })).json();
    if (job.status === "done" || job.status === "failed" || Date.now() > deadline) break;
  }
  const seconds = (performance.now() - started) / 1000;
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
    warnings: job.warnings?.length ?? 0,
    acceptedMs,
    seconds,
    rowsPerSecond: rows / seconds,
  };
}
