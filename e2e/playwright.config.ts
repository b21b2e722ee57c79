import { CHROMIUM_FLAGS } from "@bookstore/testing/chromium";
import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "@playwright/test";
import { HOSTING_URL } from "../scripts/emulator-addresses.mjs";

/**
 * Browser tests: Debian's Chromium against the SPA served by the Hosting emulator, with the real Functions,
 * Firestore and Auth emulators behind it. `npm test` runs them inside `firebase emulators:exec` after seeding
 * (scripts/emulator-suites.mjs); the emulators must already be up, nothing here starts them.
 */
const IMPORT_SPECS = /admin-(spreadsheet-)?import\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests",
  outputDir: "../.cache/e2e-results",
  // Every test makes its own shopper and its own books, so files and tests may run side by side.
  fullyParallel: true,
  // The machine has 2 cores; the emulators share them with the browser.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Playwright's own test and assertion timeouts, and bounds for one action or page load that an ordinary machine
  // meets in a fraction of them; a slower machine raises them all with TEST_TIMEOUT_SCALE.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  // scripts/emulator-suites.mjs names the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) and counts its stats.
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../.cache/e2e-results/report.json" }],
  ],
  use: {
    baseURL: HOSTING_URL,
    // No trace: recording one costs every test seconds of CPU on the 2-core CI machine. For a failure, rerun that
    // test with `--trace on`; the screenshot below is kept either way.
    trace: "off",
    screenshot: "only-on-failure",
    actionTimeout: scaled(10_000),
    navigationTimeout: scaled(15_000),
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Never a browser Playwright downloads (no internet here): Debian's Chromium (README, prerequisites), in
      // its headless-shell build (Debian package chromium-headless-shell: the same Chromium release, Blink and V8,
      // without the desktop browser around them). That is the build Playwright itself runs headless tests in; here
      // it ran the whole suite in 2.5 min against 5.3 min for the full browser, whose windowless desktop shell
      // kept the 2 cores busy. `E2E_CHROMIUM=/usr/bin/chromium npm test` runs the suite in the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      // A test's page lives seconds: V8's baseline compiler only (no Maglev, no TurboFan) spares the optimising
      // compilers' work that such short pages never repay (docs/performance.md). Lighthouse (bench/) keeps them.
      args: [...CHROMIUM_FLAGS, "--js-flags=--max-opt=1"],
    },
  },
  // The store runs one import job at a time (a second is refused while one runs), so the specs that import go one
  // after another, beside the rest. Listed first, they start first: last, they held one worker for half a minute
  // while the other had nothing left to run.
  projects: [
    { name: "chromium imports", testMatch: IMPORT_SPECS, fullyParallel: false, workers: 1 },
    { name: "chromium", testIgnore: IMPORT_SPECS },
  ],
});
