import jwt from "jsonwebtoken";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jwtSecret } from "../lib/env";
import { signAdminToken, verifyAdminToken } from "./admin-token";

beforeEach(() => vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const claims = { issuer: "bookstore-api", audience: "bookstore-admin", subject: "admin" };

describe("admin tokens", () => {
  it("round-trips a signed admin token", () => {
    expect(verifyAdminToken(signAdminToken("admin"))).toBe("admin");
  });

  it("expires after one hour", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const token = signAdminToken("admin");
    vi.setSystemTime(new Date("2026-01-01T00:59:59Z"));
    expect(verifyAdminToken(token)).toBe("admin");
    vi.setSystemTime(new Date("2026-01-01T01:00:01Z"));
    expect(verifyAdminToken(token)).toBeUndefined();
  });

  it("refuses alg none, another secret, a tampered payload and a non-admin role", () => {
    const unsigned = jwt.sign({ role: "admin" }, "", { algorithm: "none", ...claims });
    expect(verifyAdminToken(unsigned)).toBeUndefined();
    expect(verifyAdminToken(jwt.sign({ role: "admin" }, "other-secret", claims))).toBeUndefined();
    const [header, , signature] = signAdminToken("admin").split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ role: "admin", sub: "root", exp: 4102444800 })).toString(
      "base64url",
    );
    expect(verifyAdminToken(`${header}.${forgedPayload}.${signature}`)).toBeUndefined();
    expect(verifyAdminToken(jwt.sign({ role: "shopper" }, jwtSecret(), claims))).toBeUndefined();
    expect(
      verifyAdminToken(jwt.sign({ role: "admin" }, jwtSecret(), { ...claims, audience: "other" })),
    ).toBeUndefined();
  });
});
