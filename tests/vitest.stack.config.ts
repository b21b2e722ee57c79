import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

// Starts the whole local stack as `npm start` does, on the suite's fixed ports: npm test runs these in network, process
// and mount namespaces of their own beside the shared emulator suite, or before it where it can make none
// (scripts/test.mjs, scripts/own-namespace.mjs).
export default defineConfig({
  test: {
    include: ["stack/**/*.test.ts"],
    // Each test starts a whole stack on the suite's fixed ports: one at a time.
    fileParallelism: false,
    testTimeout: scaled(90_000),
  },
});
