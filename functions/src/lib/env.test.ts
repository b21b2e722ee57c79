import { afterEach, describe, expect, it, vi } from "vitest";
import {
  assertSafeEmulatorUse,
  jwtSecret,
  newsletterSecret,
  siteUrl,
  siteUrlParam,
  trustedProxyHops,
  trustedProxyHopsParam,
} from "./env";

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

describe("newsletterSecret", () => {
  it("has a local default only in demo- projects, and uses the configured one when there is one", () => {
    vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
    expect(newsletterSecret()).toBeTruthy();
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    expect(() => newsletterSecret()).toThrow(/NEWSLETTER_TOKEN_SECRET/);
    vi.stubEnv("NEWSLETTER_TOKEN_SECRET", "a-long-configured-secret");
    expect(newsletterSecret()).toBe("a-long-configured-secret");
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

describe("deploy-time parameters", () => {
  it("read the configured values", () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    vi.stubEnv("SITE_URL", "https://shop.example");
    expect(trustedProxyHops()).toBe(2);
    expect(siteUrl()).toBe("https://shop.example");
  });

  it("have no default, so the CLI refuses a deploy that does not set them", () => {
    expect(trustedProxyHopsParam.options.default).toBeUndefined();
    expect(siteUrlParam.options.default).toBeUndefined();
  });

  it("check the site's address at deploy: an origin, no path", () => {
    const input = siteUrlParam.options.input;
    const pattern = new RegExp(input && "text" in input ? (input.text.validationRegex ?? "") : "");
    expect(pattern.test("https://shop.example")).toBe(true);
    for (const bad of ["https://shop.example/", "https://shop.example/store", "shop.example"]) {
      expect(pattern.test(bad), bad).toBe(false);
    }
  });

  it("refuse to render anything without the site's address", () => {
    vi.stubEnv("SITE_URL", "");
    expect(() => siteUrl()).toThrow(/SITE_URL/);
  });
});
