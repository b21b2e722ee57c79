import "@testing-library/jest-dom/vitest";
import { act, cleanup, configure } from "@testing-library/react";
import { scaled } from "@bookstore/testing/timeouts";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

// Every file runs in one worker, sharing its DOM and loaded libraries (vite.config.ts). What a fresh worker would
// give a file is given here: the app's modules, the act environment, and a blank page at "/".

// The app's modules load anew for each file: its own vi.mock()s apply, and no store or cache carries over.
vi.resetModules();

// findBy*/waitFor give up after Testing Library's own 1 s; a slower machine raises it with TEST_TIMEOUT_SCALE.
configure({ asyncUtilTimeout: scaled(1_000) });

// Testing Library turns React's act environment on around a file when it is first loaded: the first file only.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
  // A test that faked the clock gives the next one the real clock back, even when it failed halfway.
  vi.useRealTimers();
  // Files marked `@vitest-environment node` have no DOM and no storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
});

afterAll(async () => {
  // A lazy route still loading when the next file imports the same modules could hand that file a half-run one.
  // In act: React hears of the route's arrival (on a page already unmounted) and would warn outside one.
  await act(() => vi.dynamicImportSettled());
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === "undefined") return;
  sessionStorage.clear();
  history.replaceState(null, "", "/");
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
});
