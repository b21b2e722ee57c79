import { defineConfig } from "vitest/config";
import { scaled } from "../testing/src/timeouts.mjs";

export default defineConfig({
  test: {
    // vitest's own defaults; a slower machine raises them with TEST_TIMEOUT_SCALE.
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
  },
});
