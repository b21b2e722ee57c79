import { createHash } from "node:crypto";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { Mail } from "../lib/outbox";

// What a subscription's document becomes on each step of double opt-in, decided from the document as read: pure,
// so the repository commits it on condition that the document is unchanged, and the rules are tested on their own.

/** One document per address, its id derived from the case-folded address: found again from the address alone. */
export const subscriberKey = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex");

/**
 * The mailbox an address reaches: its local part without a `+tag`, case-folded. `Reader+1@x` and `reader@x` fill
 * one inbox, so the confirmation budget counts them together as well as each address on its own.
 */
export function canonicalMailbox(email: string): string {
  const lower = email.toLowerCase();
  const at = lower.lastIndexOf("@");
  return `${lower.slice(0, at).split("+")[0]}${lower.slice(at)}`;
}

/** The id of a mailbox's document (newsletter.repository.ts), hashed as the address's own. */
export const mailboxKey = (email: string) => createHash("sha256").update(canonicalMailbox(email)).digest("hex");

/** A mail to queue with a step, under an id derived from the event. */
export interface QueuedMail {
  id: string;
  mail: Mail;
}

/**
 * `pending` until the address's owner follows the confirmation mail's link, then `confirmed` (the only state that
 * receives the newsletter), `unsubscribed` once they leave. An address stored without a state was signed up before
 * confirmations existed and never confirmed: it is pending.
 */
export type SubscriptionState = "pending" | "confirmed" | "unsubscribed";

/** The outcome of a sign-up, for the service and its tests; the client is told the same whatever it is. */
export type SignupOutcome = "confirmation-queued" | "confirmation-recent" | "already-confirmed";
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "not-pending" | "expired";

/** A confirmation link works this long after its mail was sent; a new sign-up sends a new one. */
export const CONFIRMATION_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A step's result: the document's next content (none: unchanged), whether its mail goes with it, and what happened. */
export interface Step<T> {
  next?: DocumentData;
  mail: boolean;
  outcome: T;
}

export const stateOf = (data: DocumentData | undefined): SubscriptionState | undefined =>
  data ? ((data.state as SubscriptionState | undefined) ?? "pending") : undefined;

/**
 * A sign-up: the address waits (unless confirmed), mailed unless its last confirmation, or the last to any address
 * of its mailbox (`mailboxMailedAt`), went less than `gapMs` ago.
 */
export function afterSignup(
  data: DocumentData | undefined,
  email: string,
  now: number,
  gapMs: number,
  mailboxMailedAt?: number,
): Step<SignupOutcome> {
  const state = stateOf(data);
  if (state === "confirmed") return { mail: false, outcome: "already-confirmed" };
  const lastMailAt = (data?.confirmationMailedAt as Timestamp | undefined)?.toMillis();
  const due = (at: number | undefined) => at === undefined || now - at >= gapMs;
  const mail = due(lastMailAt) && due(mailboxMailedAt);
  const outcome = mail ? "confirmation-queued" : "confirmation-recent";
  if (!mail && state === "pending") return { mail, outcome };
  const next: DocumentData = {
    ...data,
    email,
    state: "pending",
    createdAt: data?.createdAt ?? Timestamp.fromMillis(now),
    ...(mail ? { confirmationMailedAt: Timestamp.fromMillis(now) } : {}),
  };
  return { next, mail, outcome };
}

/** The confirmation link's button: only a waiting address is confirmed, and welcomed. */
export function afterConfirm(data: DocumentData | undefined, now: number): Step<ConfirmOutcome> {
  const state = stateOf(data);
  if (state === "confirmed") return { mail: false, outcome: "already-confirmed" };
  if (state !== "pending") return { mail: false, outcome: "not-pending" };
  // The link of the last confirmation mailed; an address stored before they were stamped keeps its link.
  const mailedAt = (data?.confirmationMailedAt as Timestamp | undefined)?.toMillis();
  if (mailedAt !== undefined && now - mailedAt > CONFIRMATION_LINK_VALID_MS) return { mail: false, outcome: "expired" };
  return {
    next: { ...data, state: "confirmed", confirmedAt: Timestamp.fromMillis(now) },
    mail: true,
    outcome: "confirmed",
  };
}

/** Leaving: whatever the state; an unknown address stays unknown. */
export function afterUnsubscribe(data: DocumentData | undefined, now: number): Step<void> {
  if (!data || stateOf(data) === "unsubscribed") return { mail: false, outcome: undefined };
  return {
    next: { ...data, state: "unsubscribed", unsubscribedAt: Timestamp.fromMillis(now) },
    mail: false,
    outcome: undefined,
  };
}
