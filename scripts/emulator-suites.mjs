// Runs inside `firebase emulators:exec` (which sets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
// GCLOUD_PROJECT): seed as `npm start` does, then the API/rules tests (the files that run side by side, then those
// that need the database alone, with the unit tests beside them), then the browser tests, and last (unless npm test
// runs it on a suite of its own) the Firestore outage test, which kills the Firestore emulator: nothing may run
// after it. Sharing one suite saves an emulator start per step.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root } from "./emulators.mjs";
import { markSeeded, outageTestArgs, resultsDir, runStep, vitestArgs } from "./test-results.mjs";
import { runUnitTests } from "./unit-tests.mjs";

let failed = false;
const step = async (name, command, args, options) => {
  if (!(await runStep(name, command, args, options))) failed = true;
};

await step("Seed", process.execPath, ["scripts/seed.mjs"]);
markSeeded();
await step(
  "API and security-rules tests",
  "npx",
  vitestArgs("api.json", "--project", "first", "--project", "parallel"),
  {
    cwd: join(root, "tests"),
  },
);
// The serial files spend about a third of their time waiting on the Firestore emulator's one trigger queue: the
// unit tests, which need no emulator, take that idle core instead of a step of their own.
const unitTestsFailed = runUnitTests();
await step("API tests that need the database alone", "npx", vitestArgs("api-serial.json", "--project", "serial"), {
  cwd: join(root, "tests"),
});
if ((await unitTestsFailed).length) failed = true;
if (!existsSync(join(root, "e2e", "playwright.config.ts"))) {
  // Never a silent pass: a suite that cannot be found has not run.
  console.error("✘ Browser tests: e2e/playwright.config.ts is missing, so no browser test ran.");
  failed = true;
} else {
  await step("Browser tests (Playwright, Chromium)", "npx", ["playwright", "test"], {
    cwd: join(root, "e2e"),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(resultsDir, "e2e.json") },
  });
}
// With --outage-elsewhere, npm test runs it on a suite of its own (scripts/test.mjs).
if (!process.argv.includes("--outage-elsewhere")) {
  await step("Reliability: Firestore outage mid-order", "npx", outageTestArgs(), { cwd: join(root, "tests") });
}
process.exit(failed ? 1 : 0);
