import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { scaled } from "@bookstore/testing/timeouts";
import { afterEach, vi } from "vitest";

// findBy*/waitFor give up after Testing Library's own 1 s; a slower machine raises it with TEST_TIMEOUT_SCALE.
configure({ asyncUtilTimeout: scaled(1_000) });

afterEach(() => {
  cleanup();
  // A test that faked the clock gives the next one the real clock back, even when it failed halfway.
  vi.useRealTimers();
  // Files marked `@vitest-environment node` have no DOM and no storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
});
