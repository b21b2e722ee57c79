import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default. On a cold, busy 2-core CI machine the first render of a file
// (modules still being transformed) can take longer than that; these tests check behaviour, not speed.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // Files marked `@vitest-environment node` have no DOM and no storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
});
