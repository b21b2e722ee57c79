import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

// Starts the whole local stack as `npm start` does: runs first, beside the unit tests (and the low-priority lint), and
// ends before the shared emulator suite starts, since the emulator ports are fixed (scripts/test.mjs).
export default defineConfig({
  test: {
    include: ["stack/**/*.test.ts"],
    // Each test starts a whole stack on the suite's fixed ports: one at a time.
    fileParallelism: false,
    testTimeout: scaled(90_000),
  },
});
