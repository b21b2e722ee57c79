import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    dir: "src",
    // Behaviour, not speed: on the 2-core CI machine the first test of a file has taken 24 s, most of it
    // loading modules; vitest's default 5 s failed a plain JWT round trip there.
    testTimeout: 60_000,
  },
});
