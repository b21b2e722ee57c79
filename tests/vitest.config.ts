import { scaled } from "@bookstore/testing/timeouts";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["api/**/*.test.ts", "rules/**/*.test.ts", "reliability/**/*.test.ts"],
    // One emulator suite is shared by every file: run files one after another so a file that compares
    // database snapshots is not disturbed by another file's writes.
    fileParallelism: false,
    // A test signs in and writes a few documents through the Functions and Firestore emulators: seconds on an
    // ordinary machine. A slower one sets TEST_TIMEOUT_SCALE rather than every test waiting minutes to fail.
    testTimeout: scaled(10_000),
    hookTimeout: scaled(30_000),
    globalSetup: ["./support/global-setup.ts"],
  },
});
