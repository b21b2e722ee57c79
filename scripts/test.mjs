// `npm test`: every test. A build; then the API, security-rules and browser tests inside `firebase emulators:exec`
// against the real Auth, Firestore, Functions and Hosting emulators, with the unit tests (no emulators) beside the
// serial API files; beside all of it, on stacks of their own, the local-stack tests and the Firestore outage test
// (where namespaces are not allowed: the stack tests first, the outage test last in the shared suite). Lint and the
// type check run at low priority throughout.
// Ends with a line naming each failed test, then one summary line: "N passed, N failed".
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators } from "./emulator-processes.mjs";
import { buildAll, emulatorEnv, firebaseBin, PROJECT_ID, root, testEmulatorArgs, testSuiteEnv } from "./emulators.mjs";
import { startLocalMail } from "./local-mail.mjs";
import { inOwnNamespaces } from "./own-namespace.mjs";
import { stoppingBecause, stopWithOwner } from "./lifecycle.mjs";
import { formatSeconds, outageTestArgs, readResults, resultsDir, runStep, untilSeeded } from "./test-results.mjs";

stopWithOwner();

await exitIfEmulatorPortsBusy("stop the running emulators (npm start) before running the tests");

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const failures = [];
/** Runs a step unless npm test is being stopped; resolves with whether it passed. */
const step = (name, command, args, options) =>
  stoppingBecause() ? Promise.resolve(false) : runStep(name, command, args, options);
/** Runs steps one after another; resolves with the names of those that failed. */
async function stepsInTurn(...steps) {
  const failed = [];
  for (const [name, command, args, options] of steps)
    if (!(await step(name, command, args, options))) failed.push(name);
  return failed;
}

console.log("\n▶ Build");
const buildStarted = Date.now();
await buildAll();
console.log(`✔ Build in ${formatSeconds(Date.now() - buildStarted)}`);

// Lint and the type check wait on no one and time nothing, so they run at the lowest CPU priority from
// here to the end: they take only what the tests leave idle (emulator starts, waits on triggers), and every test
// runs as if they were not there.
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

// What every launch prepares (patches, the Firestore launcher, local secrets, generated configs): once, before the
// stack tests' launches run beside this one's.
emulatorEnv();

// The local-stack tests start and kill whole stacks of their own (npm start) on the suite's fixed ports, and the
// Firestore outage test kills the Firestore emulator. In namespaces of their own they run beside the shared suite
// below, one after the other, on stacks of their own; where the system allows none, the stack tests run before the
// shared suite and the outage test at its end.
const stackStep = "Local stack: npm start when the emulators die";
const stackScript = [process.execPath, [join(root, "scripts", "stack-tests.mjs")]];
const stackTests = inOwnNamespaces(...stackScript);
const outageStep = "Reliability: Firestore outage mid-order, on a suite of its own";
const outageRun = outageTestArgs().map((arg) => JSON.stringify(arg));
const outageTests = inOwnNamespaces(process.execPath, [
  join(root, "scripts", "with-emulators.mjs"),
  `cd tests && npx ${outageRun.join(" ")}`,
]);
const isolated = stackTests && outageTests;
let besideFailed = isolated ? undefined : await stepsInTurn([stackStep, ...stackScript]);

const mail = startLocalMail(PROJECT_ID);
const suiteStep = `Unit, API, rules${isolated ? " and browser" : ", browser and outage"} tests on the emulator suite`;
const suiteCommand = `node scripts/emulator-suites.mjs${isolated ? " --outage-elsewhere" : ""}`;
const suitePassed = step(suiteStep, firebaseBin, testEmulatorArgs("emulators:exec", suiteCommand), {
  // Read only now: it names the MailDev just started (MAILDEV_PID), which the mail-outage test stops and restarts.
  env: emulatorEnv(testSuiteEnv()),
  group: true,
});
// Beside it once it has seeded: its start and seed have the CPU to themselves, and the stack tests' seeds find the
// covers made (seconds of image work on a fresh clone).
if (isolated) {
  await untilSeeded(suitePassed);
  besideFailed = stepsInTurn(
    [stackStep, ...stackTests, { logFile: join(resultsDir, "stack.log") }],
    [outageStep, ...outageTests, { logFile: join(resultsDir, "outage.log") }],
  );
}
if (!(await suitePassed)) failures.push(suiteStep);
mail.stop();
// A suite that died (firebase-tools crashed) leaves the Firestore emulator's JVM behind: stop it, and fail.
if ((await stopLeftoverEmulators()).length) failures.push("the emulator suite did not shut down cleanly");
failures.push(...(await besideFailed));

failures.push(...(await checksPassed));

if (stoppingBecause()) failures.push(`the run was stopped (${stoppingBecause()})`);
const { passed, failed, failures: failedTests } = readResults();
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((test) => `  ✘ ${test}`).join("\n")}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`npm test took ${formatSeconds(Date.now() - started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
