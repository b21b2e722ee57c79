// Reading the largest import files as the function does (functions/src/imports/import-file.ts, bundled here
// as it is for the function), each in a process of its own whose heap is held to what a 256 MiB instance leaves
// it (--max-old-space-size=160, decision 014), so its peak memory is the read's alone: a 25 MiB CSV read for the
// preview (read until it has 20 rows) and for a job (every row handed on, as to the chunk writer), the
// largest workbook the import reads, and a 25 MiB workbook (refused from its zip directory). Run as a script, it
// prints one case's figures as JSON; importReading() runs every case and reads them.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { stringify } from "csv-stringify/sync";
import writeXlsxFile from "write-excel-file/node";
import { FOREIGN_HEADER, foreignCatalog } from "@bookstore/testing/foreign-catalog";
import { root } from "../../scripts/emulators.mjs";

const MiB = 2 ** 20;
const CSV = "text/csv";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A 256 MiB instance's heap, as decision 014 measures it. */
const HEAP_MIB = 160;

/** `rows` foreign rows, each description padded with `pad` characters of noise (which no zip compresses). */
const catalog = (rows, pad) =>
  foreignCatalog(rows, "benchmem").map(({ cells }) => ({
    ...cells,
    Description: `${cells.Description ?? ""} ${randomBytes(Math.ceil(pad * 0.75))
      .toString("base64")
      .slice(0, pad)}`,
  }));

/** CSV text of as many rows as fill `bytes` (100,000 at most, the import's limit). */
function csvOf(bytes, rows = 100_000) {
  const base = Buffer.byteLength(stringify(catalog(rows, 0), { header: true, columns: FOREIGN_HEADER }));
  const pad = Math.max(0, Math.floor((bytes - base) / rows) - 2);
  return stringify(catalog(rows, pad), { header: true, columns: FOREIGN_HEADER });
}

const xlsxOf = (cells) =>
  writeXlsxFile(
    [
      FOREIGN_HEADER.map((name) => ({ value: name })),
      ...cells.map((row) => FOREIGN_HEADER.map((name) => ({ value: row[name] ?? "" }))),
    ],
    {},
  ).toBuffer();

/** @returns {Promise<Array<{ name: string, bytes: number, mode: string, outcome: string, rows: number, ms: number, baselineRssMiB: number, peakRssMiB: number, heapMiB: number }>>} */
export async function importReading() {
  mkdirSync(join(root, ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, ".cache", "import-bench-"));
  try {
    const bundle = join(dir, "import-file.js");
    await build({
      entryPoints: [join(root, "functions", "src", "imports", "import-file.ts")],
      outfile: bundle,
      bundle: true,
      platform: "node",
      format: "cjs",
      external: ["firebase-admin", "firebase-functions"],
      logLevel: "warning",
      nodePaths: [join(root, "node_modules")],
    });
    const files = [
      { name: "25 MiB CSV, 100,000 rows", type: CSV, bytes: Buffer.from(csvOf(25 * MiB - 64 * 1024)) },
      // 30,000 rows of 14 columns unpack to about 18 MiB, under the 20 MiB the import reads.
      { name: "largest workbook read (30,000 rows)", type: XLSX, bytes: await xlsxOf(catalog(30_000, 0)) },
      { name: "25 MiB workbook", type: XLSX, bytes: await xlsxOf(catalog(60_000, 440)) },
    ];
    const script = new URL(import.meta.url).pathname;
    const cases = [];
    for (const file of files) {
      const path = join(dir, `file-${cases.length}`);
      writeFileSync(path, file.bytes);
      for (const mode of ["preview", "job"]) {
        const output = execFileSync(
          process.execPath,
          [`--max-old-space-size=${HEAP_MIB}`, script, bundle, path, file.type, mode],
          {
            encoding: "utf8",
            cwd: join(root, "functions"),
            env: { ...process.env, NODE_PATH: join(root, "node_modules") },
          },
        );
        cases.push({ name: file.name, bytes: file.bytes.length, mode, heapMiB: HEAP_MIB, ...JSON.parse(output) });
      }
    }
    return cases;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(bundle, path, type, mode) {
  const { createRequire } = await import("node:module");
  const require = createRequire(join(root, "functions", "package.json"));
  const { readImportRows, readImportTable } = require(bundle);
  const bytes = readFileSync(path);
  global.gc?.();
  const baselineRssMiB = process.memoryUsage().rss / MiB;
  const started = performance.now();
  let rows = 0;
  let outcome = "read";
  try {
    if (mode === "preview") {
      // A text file's preview stops past its rows: its total is then unknown (null), the rows it shows are counted.
      const table = await readImportTable(bytes, type, { keepRows: 20 });
      rows = table.total ?? table.rows.length;
    } else await readImportRows(bytes, type, {}, async (batch) => void (rows += batch.length));
  } catch (error) {
    outcome = `${error.status ?? "error"} ${error.code ?? error.message}`;
  }
  const ms = performance.now() - started;
  // From /proc, not getrusage: a child's ru_maxrss keeps the high mark of the parent it was forked from.
  const hwm = readFileSync("/proc/self/status", "utf8").match(/^VmHWM:\s+(\d+)/m);
  const peakRssMiB = hwm ? Number(hwm[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ outcome, rows, ms, baselineRssMiB, peakRssMiB }));
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[5]) {
  await main(process.argv[2], process.argv[3], process.argv[4], process.argv[5]);
}
