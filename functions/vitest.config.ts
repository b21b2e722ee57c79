import { defineConfig } from "vitest/config";
// A path, not a dependency: the deploy installs functions/ on its own, where no workspace package exists.
import { scaled } from "../testing/src/timeouts.mjs";
import { unitTestProjects } from "../testing/src/unit-test-files.mjs";

export default defineConfig({
  test: {
    // vitest's own defaults; a slower machine raises them with TEST_TIMEOUT_SCALE.
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
    projects: unitTestProjects(import.meta.dirname, ["src/**/*.test.ts"]),
  },
});
