// `npm test`: every test. A build; then the unit tests (no emulators) while the local-stack tests run beside them;
// then the API, security-rules, browser and Firestore-outage tests inside `firebase emulators:exec` against the
// real Auth, Firestore, Functions and Hosting emulators. Lint and the type check run at low priority throughout.
// Ends with one summary line: "N passed, N failed".
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators } from "./emulator-processes.mjs";
import { buildAll, emulatorEnv, firebaseBin, PROJECT_ID, root, testEmulatorArgs, testSuiteEnv } from "./emulators.mjs";
import { startLocalMail } from "./local-mail.mjs";
import { stoppingBecause, stopWithOwner } from "./lifecycle.mjs";
import { formatSeconds, readResults, resultsDir, runStep } from "./test-results.mjs";

stopWithOwner();

await exitIfEmulatorPortsBusy("stop the running emulators (npm start) before running the tests");

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const failures = [];
const step = async (name, command, args, options) => {
  if (stoppingBecause()) return;
  if (!(await runStep(name, command, args, options))) failures.push(name);
};

console.log("\n▶ Build");
const buildStarted = Date.now();
await buildAll();
console.log(`✔ Build in ${formatSeconds(Date.now() - buildStarted)}`);

// The local-stack tests start and kill their own emulator suite (npm start): they run beside the unit tests,
// which need no emulator, and end before the shared suite below takes the same ports.
const stackPassed = runStep(
  "Local stack: npm start when the emulators die",
  "npx",
  [
    "vitest",
    "run",
    "-c",
    "vitest.stack.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${join(resultsDir, "stack.json")}`,
  ],
  { cwd: join(root, "tests"), logFile: join(resultsDir, "stack.log") },
);
// Lint and the type check wait on no one and time nothing, so they run at the lowest CPU priority from
// here to the end: they take only what the tests leave idle (the stack tests' waits, the API step's serial files,
// the outage test), and every test runs as if they were not there.
const lowPriority = (name, args) =>
  runStep(name, "npm", ["run", ...args], { logFile: join(resultsDir, `${args[0]}.log`), lowPriority: true });
const checksPassed = (async () => {
  const failed = [];
  for (const [name, script] of [
    ["Lint", "lint"],
    // The build above only compiles (esbuild, Vite): the one incremental `tsc -b` here type-checks every workspace.
    ["Type check", "typecheck"],
  ])
    if (!(await lowPriority(`${name} (at low priority, beside the tests)`, [script]))) failed.push(name);
  return failed;
})();
// The unit tests time their waits, so they keep a normal priority: one after another beside the local-stack tests,
// whose emulator starts need a core of their own.
const unitTests = (workspace) =>
  step(
    `Unit tests (${workspace})`,
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${join(resultsDir, `unit-${workspace}.json`)}`,
    ],
    { cwd: join(root, workspace) },
  );
for (const workspace of ["web", "functions", "schema", "testing", "bench"]) await unitTests(workspace);
if (!(await stackPassed)) failures.push("Local stack: npm start when the emulators die");
if ((await stopLeftoverEmulators()).length) failures.push("the local-stack tests left emulators running");

const mail = startLocalMail(PROJECT_ID);
await step(
  "API, rules, browser and outage tests on the emulator suite",
  firebaseBin,
  testEmulatorArgs("emulators:exec", "node scripts/emulator-suites.mjs"),
  { env: emulatorEnv(testSuiteEnv()), group: true },
);
mail.stop();
// A suite that died (firebase-tools crashed) leaves the Firestore emulator's JVM behind: stop it, and fail.
if ((await stopLeftoverEmulators()).length) failures.push("the emulator suite did not shut down cleanly");

failures.push(...(await checksPassed));

if (stoppingBecause()) failures.push(`the run was stopped (${stoppingBecause()})`);
const { passed, failed } = readResults();
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`npm test took ${formatSeconds(Date.now() - started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
