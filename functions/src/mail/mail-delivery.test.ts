import { describe, expect, it } from "vitest";
import {
  attemptFailed,
  attemptStarted,
  backoffMs,
  LEASE_MS,
  verdict,
  wantsAttemptNow,
  type Delivery,
} from "./mail-delivery";

const NOW = 1_000_000_000;
const HOUR = 60 * 60 * 1000;
const SCHEDULE = { baseMs: 60_000, maxWaitMs: HOUR, forMs: 24 * HOUR };
const at = (ms: number) => new Date(ms);

describe("the sender's verdict on a mail", () => {
  it("attempts a new mail, and a resend from its first attempt", () => {
    expect(verdict(undefined, NOW, SCHEDULE)).toEqual({ kind: "attempt", attempt: 1 });
    expect(verdict({ state: "RETRY", attempts: 5 }, NOW, SCHEDULE)).toEqual({ kind: "attempt", attempt: 1 });
  });

  it("waits for a failed mail's retry to be due", () => {
    const waiting: Delivery = { state: "PENDING", attempts: 2, leaseExpireTime: at(NOW + 1) };
    expect(verdict(waiting, NOW, SCHEDULE)).toEqual({ kind: "leave" });
    expect(verdict(waiting, NOW + 1, SCHEDULE)).toEqual({ kind: "attempt", attempt: 3 });
  });

  it("leaves a mail being sent until its lease runs out, then counts that attempt", () => {
    const sending: Delivery = { state: "PROCESSING", attempts: 2, leaseExpireTime: at(NOW + LEASE_MS) };
    expect(verdict(sending, NOW, SCHEDULE)).toEqual({ kind: "leave" });
    expect(verdict(sending, NOW + LEASE_MS, SCHEDULE)).toEqual({ kind: "attempt", attempt: 3 });
    const dayOld = { ...sending, attempts: 30, retryingSince: at(NOW + LEASE_MS - 24 * HOUR) };
    expect(verdict(dayOld, NOW + LEASE_MS, SCHEDULE)).toMatchObject({ kind: "give-up" });
  });

  it("never sends a delivered or failed mail again by itself", () => {
    expect(verdict({ state: "SUCCESS", attempts: 1 }, NOW, SCHEDULE)).toEqual({ kind: "leave" });
    expect(verdict({ state: "ERROR", attempts: 5 }, NOW, SCHEDULE)).toEqual({ kind: "leave" });
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
  it("waits twice as long after each failure, never more than an hour", () => {
    expect([1, 2, 3, 4, 6, 7, 8, 30, 2000].map((attempt) => backoffMs(attempt, SCHEDULE) / 60_000)).toEqual([
      1, 2, 4, 8, 32, 60, 60, 60, 60,
    ]);
  });

  it("waits in PENDING for a whole day from the first attempt, then ends in ERROR", () => {
    expect(attemptFailed(1, "refused", NOW, { schedule: SCHEDULE, since: NOW })).toMatchObject({
      state: "PENDING",
      attempts: 1,
      error: "refused",
      leaseExpireTime: at(NOW + 60_000),
    });
    // Five failures no longer end it: a 20-minute outage is waited out.
    expect(attemptFailed(5, "refused", NOW, { schedule: SCHEDULE, since: NOW - 20 * 60_000 })).toMatchObject({
      state: "PENDING",
      leaseExpireTime: at(NOW + 16 * 60_000),
    });
    expect(attemptFailed(30, "refused", NOW, { schedule: SCHEDULE, since: NOW - 24 * HOUR + 1 })).toMatchObject({
      state: "PENDING",
      leaseExpireTime: at(NOW + HOUR),
    });
    expect(attemptFailed(31, "refused", NOW, { schedule: SCHEDULE, since: NOW - 24 * HOUR })).toMatchObject({
      state: "ERROR",
      attempts: 31,
      leaseExpireTime: null,
    });
  });

  it("starts the day's clock at a mail's first attempt, or its resend's", () => {
    expect(attemptStarted(1, NOW)).toMatchObject({ retryingSince: at(NOW) });
    expect(attemptStarted(2, NOW)).not.toHaveProperty("retryingSince");
  });

  it("ends at once a mail that cannot be sent at all", () => {
    expect(attemptFailed(1, "no address", NOW, { schedule: SCHEDULE, since: NOW, final: true })).toMatchObject({
      state: "ERROR",
    });
  });
});
