// The unit tests of every workspace: no emulator, one workspace after another, each report beside the others.
// They keep a normal priority, since their waits are timed. npm test runs them beside the API files that need the
// database alone, which leave a core idle while they wait on the trigger queue (scripts/emulator-suites.mjs).
import { join } from "node:path";
import { root } from "./emulators.mjs";
import { resultsDir, runStep, vitestArgs } from "./test-results.mjs";

const WORKSPACES = ["web", "functions", "schema", "testing", "bench"];

/** The environment without what `firebase emulators:exec` added: a unit test never reaches an emulator. */
function withoutEmulators(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !/_EMULATOR_(HOST|HUB)$/.test(name) && name !== "GCLOUD_PROJECT"),
  );
}

/** Runs them in the background (output in one piece per workspace); resolves with the workspaces that failed. */
export async function runUnitTests() {
  const failed = [];
  for (const workspace of WORKSPACES) {
    const passed = await runStep(`Unit tests (${workspace})`, "npx", vitestArgs(`unit-${workspace}.json`), {
      cwd: join(root, workspace),
      env: withoutEmulators(process.env),
      logFile: join(resultsDir, `unit-${workspace}.log`),
    });
    if (!passed) failed.push(`Unit tests (${workspace})`);
  }
  return failed;
}
