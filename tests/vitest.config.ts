import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["api/**/*.test.ts", "rules/**/*.test.ts", "reliability/**/*.test.ts"],
    // One emulator suite is shared by every file: run files one after another so a file that compares
    // database snapshots is not disturbed by another file's writes.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["./support/global-setup.ts"],
  },
});
