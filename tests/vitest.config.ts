import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["api/**/*.test.ts", "rules/**/*.test.ts", "reliability/**/*.test.ts"],
    // One emulator suite is shared by every file: run files one after another so a file that compares
    // database snapshots is not disturbed by another file's writes.
    fileParallelism: false,
    // Behaviour, not speed (speed is bench/'s job): on a busy 2-core machine a test that signs in and writes a
    // few documents through the Functions and Firestore emulators can take more than 30 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ["./support/global-setup.ts"],
  },
});
