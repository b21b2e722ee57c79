// The `delivery` field of a mail, as Firebase's Trigger Email extension keeps it, and the sender's rules for it.
// PENDING → PROCESSING → SUCCESS | ERROR; RETRY (the admin's resend) sends again; SKIPPED (a shopper-caused mail
// past its recipient's budget, recipient-budget.ts) is never sent. One addition of meaning, not of
// shape: a failed attempt that will be tried again waits in PENDING, its `leaseExpireTime` the moment it is due,
// so that one field says when the sweep takes a mail up again, whether it waits for a retry or its sender died.
// A mail is tried again, each wait twice the last up to a cap, for as long as a mail server would keep it (a day
// in production): an outage of the mail provider delays mail, it does not lose it. Past that, ERROR.

/** How a failed mail is tried again (mail-config.ts sets it; tests shorten it through their own environment). */
export interface RetrySchedule {
  /** The wait after the first failure; each later wait doubles it... */
  baseMs: number;
  /** ...up to this. */
  maxWaitMs: number;
  /** Attempts go on until this long after the first attempt of the mail (or of its resend). */
  forMs: number;
}
export const DELIVERY_STATES = ["PENDING", "PROCESSING", "SUCCESS", "ERROR", "RETRY", "SKIPPED"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A send in progress holds the mail this long; past it the sender is taken for dead. Above the trigger's timeout. */
export const LEASE_MS = 130_000;

export interface DeliveryInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  startTime?: Date | null;
  endTime?: Date | null;
  leaseExpireTime?: Date | null;
  /** When the first attempt of this sending (the mail's, or its resend's) began: the retries' clock. */
  retryingSince?: Date | null;
  error?: string | null;
  info?: DeliveryInfo | null;
}

/** What a sender may do with a mail it reads now: take it up for an attempt, give up on it, or leave it. */
export type Verdict = { kind: "attempt"; attempt: number } | { kind: "give-up"; error: string } | { kind: "leave" };

/** Whether a mail whose sending began at `since` has been retried for long enough. */
export const retriedLongEnough = (since: number, now: number, schedule: Pick<RetrySchedule, "forMs">) =>
  now - since >= schedule.forMs;

/** When the current sending of a mail began; for a mail stored before that was kept, its last attempt's start. */
export const retryingSince = (delivery: Delivery, now: number) =>
  (delivery.retryingSince ?? delivery.startTime ?? new Date(now)).getTime();

export function verdict(delivery: Delivery | undefined, now: number, schedule: Pick<RetrySchedule, "forMs">): Verdict {
  if (!delivery) return { kind: "attempt", attempt: 1 };
  const due = !delivery.leaseExpireTime || delivery.leaseExpireTime.getTime() <= now;
  switch (delivery.state) {
    case "RETRY":
      return { kind: "attempt", attempt: 1 };
    case "PENDING":
      return due ? { kind: "attempt", attempt: (delivery.attempts ?? 0) + 1 } : { kind: "leave" };
    case "PROCESSING":
      if (!due) return { kind: "leave" };
      // Its sender died mid-send: that attempt counts.
      return retriedLongEnough(retryingSince(delivery, now), now, schedule)
        ? { kind: "give-up", error: "The last attempt's lease expired before it ended" }
        : { kind: "attempt", attempt: delivery.attempts + 1 };
    default:
      return { kind: "leave" };
  }
}

/** Whether a new mail asks for an attempt at once (the trigger's test, on the event's data alone). */
export const wantsAttemptNow = (delivery: Delivery | undefined) =>
  !delivery || delivery.state === "RETRY" || (delivery.state === "PENDING" && !delivery.leaseExpireTime);

/** The wait after failed attempt number `attempt`: the base, doubled for each attempt before it, at most the cap. */
export const backoffMs = (attempt: number, { baseMs, maxWaitMs }: Pick<RetrySchedule, "baseMs" | "maxWaitMs">) =>
  Math.min(baseMs * 2 ** Math.min(attempt - 1, 40), maxWaitMs);

/** A first attempt starts the retries' clock; a later one keeps it. */
export const attemptStarted = (attempt: number, now: number): Delivery => ({
  state: "PROCESSING",
  attempts: attempt,
  startTime: new Date(now),
  endTime: null,
  leaseExpireTime: new Date(now + LEASE_MS),
  ...(attempt === 1 ? { retryingSince: new Date(now) } : {}),
});

export const attemptSucceeded = (attempt: number, info: DeliveryInfo, now: number): Partial<Delivery> => ({
  state: "SUCCESS",
  attempts: attempt,
  endTime: new Date(now),
  leaseExpireTime: null,
  error: null,
  info,
});

/**
 * After a failed attempt: wait and try again, or, once the mail has been retried for the schedule's whole span
 * (counted from `since`, when its sending began), ERROR. A mail that cannot be sent at all ends at once.
 */
export function attemptFailed(
  attempt: number,
  error: string,
  now: number,
  { schedule, since, final = false }: { schedule: RetrySchedule; since: number; final?: boolean },
): Partial<Delivery> {
  const last = final || retriedLongEnough(since, now, schedule);
  return {
    state: last ? "ERROR" : "PENDING",
    attempts: attempt,
    endTime: new Date(now),
    leaseExpireTime: last ? null : new Date(now + backoffMs(attempt, schedule)),
    error,
  };
}
