// `npm test`: every test. A build; then the API, security-rules and browser tests inside `firebase emulators:exec`
// against the real Auth, Firestore, Functions and Hosting emulators, with the unit tests (no emulators) beside the
// serial API files; beside all of it (or first) the tests that need suites of their own (local stack, Firestore
// outage). Lint and the type check run at low priority throughout.
// Ends with one summary line: "N passed, N failed".
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { exitIfEmulatorPortsBusy, stopLeftoverEmulators } from "./emulator-processes.mjs";
import { buildAll, emulatorEnv, firebaseBin, PROJECT_ID, root, testEmulatorArgs, testSuiteEnv } from "./emulators.mjs";
import { startLocalMail } from "./local-mail.mjs";
import { inOwnNamespaces } from "./own-namespace.mjs";
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

// What every launch prepares (patches, the Firestore launcher, local secrets, generated configs): once, before
// the launches of the tests with suites of their own run beside this one's.
emulatorEnv();
const suiteArgs = testEmulatorArgs("emulators:exec", "node scripts/emulator-suites.mjs");

// The local-stack tests and the Firestore outage test start suites of their own on the same fixed ports: in
// namespaces of their own they run beside the shared suite below; where the system allows none, before it.
const ownSuitesStep = "Local stack and Firestore outage tests, on suites of their own";
const ownSuites = [process.execPath, [join(root, "scripts", "own-suite-tests.mjs")]];
const isolated = inOwnNamespaces(...ownSuites);
const ownSuitesPassed = isolated
  ? runStep(ownSuitesStep, ...isolated, { logFile: join(resultsDir, "own-suites.log") })
  : runStep(ownSuitesStep, ...ownSuites);
if (!isolated && !(await ownSuitesPassed)) failures.push(ownSuitesStep);

const mail = startLocalMail(PROJECT_ID);
await step("Unit, API, rules and browser tests on the emulator suite", firebaseBin, suiteArgs, {
  // Read only now: it names the MailDev just started (MAILDEV_PID), which the mail-outage test stops and restarts.
  env: emulatorEnv(testSuiteEnv()),
  group: true,
});
mail.stop();
// A suite that died (firebase-tools crashed) leaves the Firestore emulator's JVM behind: stop it, and fail.
if ((await stopLeftoverEmulators()).length) failures.push("the emulator suite did not shut down cleanly");
if (isolated && !(await ownSuitesPassed)) failures.push(ownSuitesStep);

failures.push(...(await checksPassed));

if (stoppingBecause()) failures.push(`the run was stopped (${stoppingBecause()})`);
const { passed, failed } = readResults();
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`npm test took ${formatSeconds(Date.now() - started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
