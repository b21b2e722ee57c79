// `npm run bench`: builds the store, starts its own emulator suite, measures bundle weight, Lighthouse, API load
// at three catalog sizes and the home page's API data (suite.mjs), then prints one table and exits non-zero
// when a budget is missed. `npm run bench -- --report` prints the table of the last run again without running.
// The emulator ports are fixed: on a shared machine run it under the lock, e.g.
//   flock /tmp/bookstore-emulators.lock timeout 900 npm run bench
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { buildAll, emulatorArgs, emulatorEnv, firebaseBin, PROJECT_ID, root, run } from "../scripts/emulators.mjs";
import { chromiumVersion } from "./lib/chromium.mjs";
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators } from "../scripts/emulator-processes.mjs";
import { stoppingBecause, stopWithOwner } from "../scripts/lifecycle.mjs";
import { buildReport, markdownTable } from "./lib/report.mjs";
import { startLocalMail } from "../scripts/local-mail.mjs";

// `--bundle` (npm run bench:bundle) measures the home page's first-load JavaScript only, `--orders` (npm run
// bench:orders) the order desk and the statistics only, `--pages` (npm run bench:pages) the rendered book pages
// only, `--covers` (npm run bench:covers) the covers only,
// `--imports` (npm run bench:imports) the import job only, `--mail` (npm run bench:mail) the outbox only, each into
// files of its own.
stopWithOwner();
const only = ["bundle", "orders", "pages", "covers", "imports", "mail"].find((mode) =>
  process.argv.includes(`--${mode}`),
);
const resultsDir = join(root, "bench", "results");
const rawFile = join(resultsDir, only ? `${only}.json` : "latest.json");
const tableFile = join(resultsDir, only ? `${only}.md` : "latest.md");

const packageVersion = (name) =>
  JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;

function machine() {
  return {
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: packageVersion("lighthouse"),
    autocannon: packageVersion("autocannon"),
    firebaseTools: packageVersion("firebase-tools"),
  };
}

async function measure() {
  await exitIfEmulatorPortsBusy("another emulator suite is running; stop it first");
  mkdirSync(resultsDir, { recursive: true });
  await buildAll();
  const started = Date.now();
  const mail = startLocalMail(PROJECT_ID);
  const code = await run(firebaseBin, emulatorArgs("emulators:exec", "node bench/suite.mjs"), {
    env: emulatorEnv({ BENCH_RESULTS: rawFile, ...(only ? { BENCH_ONLY: only } : {}) }),
    group: true,
  });
  mail.stop();
  await stopLeftoverEmulators();
  if (stoppingBecause()) process.exit(1);
  if (code !== 0) {
    console.error(`The benchmark run failed (exit code ${code}); no table.`);
    process.exit(code);
  }
  const results = JSON.parse(readFileSync(rawFile, "utf8"));
  results.machine = machine();
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(rawFile, JSON.stringify(results, null, 2));
  return results;
}

const results = process.argv.includes("--report") ? JSON.parse(readFileSync(rawFile, "utf8")) : await measure();
const { rows, failures } = buildReport(results);
const { machine: m } = results;
const table = [
  markdownTable(rows),
  "",
  `Run ${results.startedAt} (${results.durationSeconds} s with the emulator suite, after the build) on ${m.cpus}, ${m.memory}, ` +
    `Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, autocannon ${m.autocannon}, firebase-tools ${m.firebaseTools}. ` +
    `${results.orders.toLocaleString("en-US")} orders. kB = 1,000 bytes. Seeding: ${results.catalogs.map((c) => `${c.books.toLocaleString("en-US")} books ${(c.seedMs / 1000).toFixed(1)} s`).join(", ")}.`,
].join("\n");
writeFileSync(tableFile, `${table}\n`);
console.log(`\n${table}\n`);
if (failures.length) {
  console.log(`Budgets missed (${failures.length}):\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("Every budget met.");
