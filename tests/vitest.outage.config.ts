import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

// The Firestore outage test freezes and kills the emulator every other test uses: it runs on its own, last
// (scripts/emulator-suites.mjs), never beside the files of vitest.config.ts.
export default defineConfig({
  test: {
    include: ["outage/**/*.test.ts"],
    hookTimeout: scaled(30_000),
    globalSetup: ["./support/global-setup.ts"],
  },
});
