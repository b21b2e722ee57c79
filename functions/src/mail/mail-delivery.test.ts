import { describe, expect, it } from "vitest";
import {
  attemptFailed,
  backoffMs,
  LEASE_MS,
  MAX_ATTEMPTS,
  verdict,
  wantsAttemptNow,
  type Delivery,
} from "./mail-delivery";

const NOW = 1_000_000;
const at = (ms: number) => new Date(ms);

describe("the sender's verdict on a mail", () => {
  it("attempts a new mail, and a resend from its first attempt", () => {
    expect(verdict(undefined, NOW)).toEqual({ kind: "attempt", attempt: 1 });
    expect(verdict({ state: "RETRY", attempts: 5 }, NOW)).toEqual({ kind: "attempt", attempt: 1 });
  });

  it("waits for a failed mail's retry to be due", () => {
    const waiting: Delivery = { state: "PENDING", attempts: 2, leaseExpireTime: at(NOW + 1) };
    expect(verdict(waiting, NOW)).toEqual({ kind: "leave" });
    expect(verdict(waiting, NOW + 1)).toEqual({ kind: "attempt", attempt: 3 });
  });

  it("leaves a mail being sent until its lease runs out, then counts that attempt", () => {
    const sending: Delivery = { state: "PROCESSING", attempts: 2, leaseExpireTime: at(NOW + LEASE_MS) };
    expect(verdict(sending, NOW)).toEqual({ kind: "leave" });
    expect(verdict(sending, NOW + LEASE_MS)).toEqual({ kind: "attempt", attempt: 3 });
    expect(verdict({ ...sending, attempts: MAX_ATTEMPTS }, NOW + LEASE_MS)).toMatchObject({ kind: "give-up" });
  });

  it("never sends a delivered or failed mail again by itself", () => {
    expect(verdict({ state: "SUCCESS", attempts: 1 }, NOW)).toEqual({ kind: "leave" });
    expect(verdict({ state: "ERROR", attempts: 5 }, NOW)).toEqual({ kind: "leave" });
  });

  it("lets the trigger attempt only a new mail, a resend, or one the extension's way left PENDING", () => {
    expect(wantsAttemptNow(undefined)).toBe(true);
    expect(wantsAttemptNow({ state: "RETRY", attempts: 5 })).toBe(true);
    expect(wantsAttemptNow({ state: "PENDING", attempts: 0 })).toBe(true);
    expect(wantsAttemptNow({ state: "PENDING", attempts: 1, leaseExpireTime: at(NOW) })).toBe(false);
    expect(wantsAttemptNow({ state: "PROCESSING", attempts: 1, leaseExpireTime: at(NOW) })).toBe(false);
    expect(wantsAttemptNow({ state: "SUCCESS", attempts: 1 })).toBe(false);
  });
});

describe("after a failed attempt", () => {
  it("waits twice as long after each failure", () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("waits in PENDING until the fifth, then ends in ERROR", () => {
    expect(attemptFailed(1, "refused", NOW, { baseMs: 250 })).toMatchObject({
      state: "PENDING",
      attempts: 1,
      error: "refused",
      leaseExpireTime: at(NOW + 250),
    });
    expect(attemptFailed(MAX_ATTEMPTS, "refused", NOW, { baseMs: 250 })).toMatchObject({
      state: "ERROR",
      attempts: MAX_ATTEMPTS,
      leaseExpireTime: null,
    });
  });

  it("ends at once a mail that cannot be sent at all", () => {
    expect(attemptFailed(1, "no address", NOW, { baseMs: 250, final: true })).toMatchObject({ state: "ERROR" });
  });
});
