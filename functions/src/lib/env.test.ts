import { afterEach, describe, expect, it, vi } from "vitest";
import { assertSafeEmulatorUse, jwtSecret, trustedProxyHops } from "./env";

afterEach(() => vi.unstubAllEnvs());

describe("assertSafeEmulatorUse", () => {
  it("refuses to start with the Auth emulator variable in a real project", () => {
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
    expect(() => assertSafeEmulatorUse()).toThrow(/refusing to start/);
  });

  it("allows the Auth emulator in a demo- project, and real projects without it", () => {
    vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099");
    expect(() => assertSafeEmulatorUse()).not.toThrow();
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "");
    expect(() => assertSafeEmulatorUse()).not.toThrow();
  });
});

describe("jwtSecret", () => {
  it("has a local default only in demo- projects", () => {
    vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
    expect(jwtSecret()).toBeTruthy();
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    expect(() => jwtSecret()).toThrow(/ADMIN_JWT_SECRET/);
  });

  it("uses the configured secret when there is one", () => {
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    vi.stubEnv("ADMIN_JWT_SECRET", "a-long-configured-secret");
    expect(jwtSecret()).toBe("a-long-configured-secret");
  });
});

describe("trustedProxyHops", () => {
  it("is a small whole number from configuration, never a default", () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    expect(trustedProxyHops()).toBe(2);
    for (const value of ["", "-1", "true", "1.5"]) {
      vi.stubEnv("TRUSTED_PROXY_HOPS", value);
      expect(() => trustedProxyHops(), value).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });
});
