import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

// The Firestore outage test freezes and kills its suite's Firestore emulator: npm test gives it a suite of its own
// (scripts/own-suite-tests.mjs), never the one the files of vitest.config.ts share.
export default defineConfig({
  test: {
    include: ["outage/**/*.test.ts"],
    hookTimeout: scaled(30_000),
    globalSetup: ["./support/global-setup.ts"],
  },
});
