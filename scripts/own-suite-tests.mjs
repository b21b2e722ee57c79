// The tests that start emulator suites of their own: the local-stack tests (tests/stack), which start and crash
// whole stacks as `npm start` does, and the Firestore outage test (tests/outage), which kills its suite's Firestore
// emulator. npm test runs them beside its shared suite, in namespaces of their own, or before it
// (scripts/test.mjs). What outlived them fails the run, and is stopped: checked here, where they ran.
import { join } from "node:path";
import { stopLeftoverEmulators } from "./emulator-processes.mjs";
import { root } from "./emulators.mjs";
import { resultsDir, runStep } from "./test-results.mjs";

/** vitest in tests/ with one of its configs, its JSON report beside the others. */
const vitest = (config, report) =>
  `cd tests && npx vitest run -c ${config} --reporter=default --reporter=json --outputFile=${join(resultsDir, report)}`;

let failed = false;
for (const [name, command] of [
  ["Local stack: npm start when the emulators die", vitest("vitest.stack.config.ts", "stack.json")],
  [
    "Reliability: Firestore outage mid-order (a suite of its own)",
    `node scripts/with-emulators.mjs "${vitest("vitest.outage.config.ts", "outage.json")}"`,
  ],
])
  if (!(await runStep(name, "sh", ["-c", command], { cwd: root }))) failed = true;
if ((await stopLeftoverEmulators()).length) {
  console.error("The tests above left emulators running.");
  failed = true;
}
process.exit(failed ? 1 : 0);
