import { createHash } from "node:crypto";

// Mail a shopper's request makes the shop send to an address the shopper typed (Mail.cause "shopper"): a loop of
// orders and cancellations, or of sign-ups, must not turn the shop into a mailer of anyone's inbox. The sender
// counts such mails per recipient over a rolling hour as it takes each up; past the budget the mail is kept in
// the outbox as SKIPPED with the reason, never sent.

export const RECIPIENT_BUDGETS = "mailRecipientBudgets";
/** A shopper's own orders, cancellations and newsletter confirmations stay far below it in an hour. */
export const MAX_SHOPPER_MAILS_PER_RECIPIENT = 10;
export const RECIPIENT_WINDOW_MS = 60 * 60 * 1000;

export const SKIPPED_REASON = `Not sent: more than ${MAX_SHOPPER_MAILS_PER_RECIPIENT} mails to this address within an hour were caused by shoppers' requests`;

/** The budget's document id: the case-folded address, hashed (no address is stored in clear). */
export const recipientKey = (to: string) => createHash("sha256").update(to.trim().toLowerCase()).digest("hex");

/**
 * One more mail to a recipient whose earlier ones went at `sentAt` (ms): whether it may go, and the times to keep
 * (the last hour's, with this one when it goes).
 */
export function spendRecipientBudget(sentAt: readonly number[], now: number): { allowed: boolean; sentAt: number[] } {
  const recent = sentAt.filter((at) => now - at < RECIPIENT_WINDOW_MS);
  if (recent.length >= MAX_SHOPPER_MAILS_PER_RECIPIENT) return { allowed: false, sentAt: recent };
  return { allowed: true, sentAt: [...recent, now] };
}
