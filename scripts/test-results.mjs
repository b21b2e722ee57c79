// What npm test's scripts share: named, timed steps, and the JSON reports of vitest and Playwright runs added up
// into one pass/fail count.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { root, run } from "./emulators.mjs";

/**
 * Runs one named step of the test run and prints how long it took, so that every CI log shows where the time
 * went. Resolves with true when the step passed. A step given a `logFile` runs beside others: its output goes
 * there and is printed in one piece when it ends.
 */
export async function runStep(name, command, args, { logFile, ...options } = {}) {
  console.log(`\n▶ ${name}${logFile ? " (in the background: its output follows when it ends)" : ""}`);
  const started = Date.now();
  const out = logFile ? openSync(logFile, "w") : undefined;
  const code = await run(command, args, out === undefined ? options : { ...options, stdio: ["ignore", out, out] });
  if (out !== undefined) {
    closeSync(out);
    console.log(`\n▶ ${name}: its output\n${readFileSync(logFile, "utf8")}`);
  }
  console.log(
    `${code === 0 ? "✔" : "✘"} ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${formatSeconds(Date.now() - started)}`,
  );
  return code === 0;
}

export const formatSeconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

export const resultsDir = join(root, ".cache", "test-results");

/** `vitest run` with its JSON report beside the others, so npm test's summary counts its tests. */
export const vitestArgs = (report, ...args) => [
  "vitest",
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${join(resultsDir, report)}`,
];

/** The Firestore outage test's run, on the shared suite or on one of its own (scripts/test.mjs). */
export const outageTestArgs = () => vitestArgs("outage.json", "-c", "vitest.outage.config.ts");

// The shared suite says when it has seeded (scripts/emulator-suites.mjs), for what npm test starts beside it.
const seededMark = join(resultsDir, "seeded");
export const markSeeded = () => writeFileSync(seededMark, "");
/** Resolves once the shared suite has seeded, or once `suite` (its step) has ended without. */
export async function untilSeeded(suite) {
  let ended = false;
  void suite.finally(() => (ended = true));
  while (!ended && !existsSync(seededMark)) await sleep(250);
}

/** Every report's tests added up, with a line naming each failure so that a CI log's last lines say what failed. */
export function readResults() {
  let passed = 0;
  const failures = [];
  if (!existsSync(resultsDir)) return { passed, failed: 0, failures };
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), "utf8"));
    if ("numPassedTests" in report) {
      passed += report.numPassedTests;
      failures.push(...vitestFailures(report));
    } else if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failures.push(...playwrightFailures(report));
    }
  }
  return { passed, failed: failures.length, failures };
}

// Without the colour codes Playwright puts in its messages.
const firstLine = (message = "") => stripVTControlCharacters(message).trim().split("\n")[0].slice(0, 300);
const relative = (path = "") => (path.startsWith(root) ? path.slice(root.length + 1) : path);

function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    // A file that failed before any of its tests ran (an import or a hook) counts as one failure.
    if (file.status === "failed" && !failedTests.length) return [`${relative(file.name)}: ${firstLine(file.message)}`];
    return failedTests.map(
      (test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

function playwrightFailures(report) {
  const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
  const failedTests = report.suites.flatMap(specs).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === "unexpected")
      .map((test) => {
        const result = test.results.at(-1);
        const line = `e2e/tests/${spec.file}:${spec.line} › ${spec.title}: ${firstLine(result?.error?.message)}`;
        return line + pageAtFailure(result);
      }),
  );
  // Errors outside any test (a spec that does not load) count too.
  return [...failedTests, ...(report.errors ?? []).map((error) => `e2e: ${firstLine(error.message)}`)];
}

// The page's accessibility tree when the test failed (the YAML in Playwright's error context), so that a CI log
// alone shows what the test saw: the screenshot beside it is gone with the CI machine.
const SNAPSHOT_LINES = 80;
function pageAtFailure(result) {
  const context = result?.attachments?.find((attachment) => attachment.name === "error-context")?.path;
  if (!context || !existsSync(context)) return "";
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context, "utf8"))?.[1];
  if (!snapshot) return "";
  const lines = snapshot.trimEnd().split("\n");
  const shown = lines.slice(0, SNAPSHOT_LINES).map((line) => `      ${line}`);
  if (lines.length > SNAPSHOT_LINES)
    shown.push(`      … ${lines.length - SNAPSHOT_LINES} more lines in ${relative(context)}`);
  return `\n    The page when it failed:\n${shown.join("\n")}`;
}
