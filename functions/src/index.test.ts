import { afterEach, expect, it, vi } from "vitest";

// The guard must run where the function starts, not only exist: these load the deployed module itself.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

it("refuses to load the function with the Auth emulator variable in a real project", async () => {
  vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
  vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
  await expect(import("./index")).rejects.toThrow(/refusing to start/);
});

it("loads the function in a demo- project on the emulators", async () => {
  vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
  vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
  const { api } = await import("./index");
  expect(typeof api).toBe("function");
  // An unhandled rejection is logged, never the end of the instance (lib/process-guard.ts).
  expect(Reflect.get(process, Symbol.for("bookstore.processGuard"))).toBe(true);
});
