// The `delivery` field of a mail, as Firebase's Trigger Email extension keeps it, and the sender's rules for it.
// PENDING → PROCESSING → SUCCESS | ERROR; RETRY (the admin's resend) sends again. One addition of meaning, not of
// shape: a failed attempt that will be tried again waits in PENDING, its `leaseExpireTime` the moment it is due,
// so that one field says when the sweep takes a mail up again, whether it waits for a retry or its sender died.

export const MAX_ATTEMPTS = 5;
export const DELIVERY_STATES = ["PENDING", "PROCESSING", "SUCCESS", "ERROR", "RETRY"] as const;
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
  error?: string | null;
  info?: DeliveryInfo | null;
}

/** What a sender may do with a mail it reads now: take it up for an attempt, give up on it, or leave it. */
export type Verdict = { kind: "attempt"; attempt: number } | { kind: "give-up"; error: string } | { kind: "leave" };

export function verdict(delivery: Delivery | undefined, now: number): Verdict {
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
      return delivery.attempts >= MAX_ATTEMPTS
        ? { kind: "give-up", error: "The last attempt's lease expired before it ended" }
        : { kind: "attempt", attempt: delivery.attempts + 1 };
    default:
      return { kind: "leave" };
  }
}

/** Whether a new mail asks for an attempt at once (the trigger's test, on the event's data alone). */
export const wantsAttemptNow = (delivery: Delivery | undefined) =>
  !delivery || delivery.state === "RETRY" || (delivery.state === "PENDING" && !delivery.leaseExpireTime);

/** The wait after failed attempt number `attempt`: the base, doubled for each attempt before it. */
export const backoffMs = (attempt: number, baseMs: number) => baseMs * 2 ** (attempt - 1);

export const attemptStarted = (attempt: number, now: number): Delivery => ({
  state: "PROCESSING",
  attempts: attempt,
  startTime: new Date(now),
  endTime: null,
  leaseExpireTime: new Date(now + LEASE_MS),
});

export const attemptSucceeded = (attempt: number, info: DeliveryInfo, now: number): Partial<Delivery> => ({
  state: "SUCCESS",
  attempts: attempt,
  endTime: new Date(now),
  leaseExpireTime: null,
  error: null,
  info,
});

/** After a failed attempt: wait and try again, or, after the last, ERROR. A mail that cannot be sent at all ends at once. */
export function attemptFailed(
  attempt: number,
  error: string,
  now: number,
  { baseMs, final = false }: { baseMs: number; final?: boolean },
): Partial<Delivery> {
  const last = final || attempt >= MAX_ATTEMPTS;
  return {
    state: last ? "ERROR" : "PENDING",
    attempts: attempt,
    endTime: new Date(now),
    leaseExpireTime: last ? null : new Date(now + backoffMs(attempt, baseMs)),
    error,
  };
}
