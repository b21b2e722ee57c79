// `npm test`: every test. Type checks and unit tests first (fast, no emulators), then a build, then the API,
// security-rules, browser and Firestore-outage tests inside `firebase emulators:exec` against the real Auth, Firestore,
// Functions and Hosting emulators. Ends with one summary line: "N passed, N failed".
import { mkdirSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { buildAll, emulatorArgs, emulatorEnv, firebaseBin, root } from "./emulators.mjs";
import { formatSeconds, readResults, resultsDir, runStep } from "./test-results.mjs";

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

for (const port of [4400, 5000, 5001, 8080, 9099]) {
  if (await portInUse(port)) {
    console.error(`Port ${port} is in use: stop the running emulators (npm start) before running the tests.`);
    process.exit(1);
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const failures = [];
const step = async (name, command, args, options) => {
  if (!(await runStep(name, command, args, options))) failures.push(name);
};

await step("Type check", "npm", ["run", "typecheck"]);
for (const workspace of ["schema", "functions", "web"]) {
  await step(`Unit tests (${workspace})`, "npx", [
    "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${join(resultsDir, `unit-${workspace}.json`)}`,
  ], { cwd: join(root, workspace) });
}

console.log("\n▶ Build");
const buildStarted = Date.now();
await buildAll();
console.log(`✔ Build in ${formatSeconds(Date.now() - buildStarted)}`);

await step("API, rules, browser and outage tests on the emulator suite", firebaseBin, emulatorArgs("emulators:exec", "node scripts/emulator-suites.mjs"), { env: emulatorEnv() });

const { passed, failed } = readResults();
console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
console.log(`npm test took ${formatSeconds(Date.now() - started)}.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
