import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

// The Firestore outage test freezes and kills the Firestore emulator: it runs on a suite of its own (scripts/test.mjs),
// or last on the shared one (scripts/emulator-suites.mjs), never beside the files of vitest.config.ts.
export default defineConfig({
  test: {
    include: ["outage/**/*.test.ts"],
    hookTimeout: scaled(30_000),
    globalSetup: ["./support/global-setup.ts"],
  },
});
