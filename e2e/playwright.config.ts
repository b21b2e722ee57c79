import { defineConfig } from "@playwright/test";

/**
 * Browser tests: Debian's Chromium against the SPA served by the Hosting emulator, with the real Functions,
 * Firestore and Auth emulators behind it. `npm test` runs them inside `firebase emulators:exec` after seeding
 * (scripts/emulator-suites.mjs); the emulators must already be up, nothing here starts them.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "../.cache/e2e-results",
  // Every test makes its own shopper and its own books, so files and tests may run side by side.
  fullyParallel: true,
  // The machine has 2 cores; the emulators share them with the browser.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Behaviour, not speed (bench/ measures speed). On the 2-core CI machine, with the emulators beside two
  // browsers, creating a page has taken 7 s and loading the SPA 21 s (2026-11-23), and a button was still not
  // drawn after 30 s; a test failing only on a timeout there says nothing about the store.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  // scripts/emulator-suites.mjs names the JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) and counts its stats.
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../.cache/e2e-results/report.json" }],
  ],
  use: {
    baseURL: "http://127.0.0.1:5000",
    // No trace: recording one costs every test seconds of CPU on the 2-core CI machine. For a failure, rerun that
    // test with `--trace on`; the screenshot below is kept either way.
    trace: "off",
    screenshot: "only-on-failure",
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Never a browser Playwright downloads (no internet here): Debian's Chromium, as LOCAL-FIREBASE.md says, in
      // its headless-shell build (Debian package chromium-headless-shell: the same Chromium release, Blink and V8,
      // without the desktop browser around them). That is the build Playwright itself runs headless tests in; here
      // it ran the whole suite in 2.5 min against 5.3 min for the full browser, whose windowless desktop shell
      // kept the 2 cores busy. `E2E_CHROMIUM=/usr/bin/chromium npm test` runs the suite in the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
