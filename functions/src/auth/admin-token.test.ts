import jwt from "jsonwebtoken";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jwtSecret } from "../lib/env";
import { signAdminToken, signDeviceProof, verifyAdminToken, verifyDeviceProof } from "./admin-token";

beforeEach(() => vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const claims = { issuer: "bookstore-api", audience: "bookstore-admin", subject: "admin" };

describe("admin tokens", () => {
  const member = { id: "admin", version: 3 };

  it("round-trips a signed admin token: the member's id and token version, and when it expires", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const { token, expiresAt } = signAdminToken(member);
    expect(verifyAdminToken(token)).toEqual(member);
    expect(expiresAt.toISOString()).toBe("2026-01-01T01:00:00.000Z");
  });

  it("reads a token signed before versions as version 0", () => {
    expect(verifyAdminToken(jwt.sign({ role: "admin" }, jwtSecret(), claims))).toEqual({ id: "admin", version: 0 });
  });

  it("expires after one hour", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const { token } = signAdminToken(member);
    vi.setSystemTime(new Date("2026-01-01T00:59:59Z"));
    expect(verifyAdminToken(token)).toEqual(member);
    vi.setSystemTime(new Date("2026-01-01T01:00:01Z"));
    expect(verifyAdminToken(token)).toBeUndefined();
  });

  it("refuses alg none, another secret, a tampered payload and a non-admin role", () => {
    const unsigned = jwt.sign({ role: "admin" }, "", { algorithm: "none", ...claims });
    expect(verifyAdminToken(unsigned)).toBeUndefined();
    expect(verifyAdminToken(jwt.sign({ role: "admin" }, "other-secret", claims))).toBeUndefined();
    const [header, , signature] = signAdminToken(member).token.split(".");
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

describe("device proofs", () => {
  it("name the member and a proof of their own, and are never an admin token (nor the other way round)", () => {
    const first = verifyDeviceProof(signDeviceProof("ann"));
    const second = verifyDeviceProof(signDeviceProof("ann"));
    expect(first).toMatchObject({ memberId: "ann", id: expect.any(String) });
    expect(second!.id).not.toBe(first!.id);
    expect(verifyAdminToken(signDeviceProof("ann"))).toBeUndefined();
    expect(verifyDeviceProof(signAdminToken({ id: "ann", version: 0 }).token)).toBeUndefined();
    expect(verifyDeviceProof("forged.proof.value")).toBeUndefined();
  });
});
