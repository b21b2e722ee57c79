// How long the shop keeps what it no longer needs (docs/reliability.md, "Data the shop lets go"). Each period is
// the one place it is set; the clean-up sweep (retention-sweep.ts) applies them every day.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mail sent (or held back as SKIPPED) is kept this long for the owner's Mail page, then deleted. */
export const SENT_MAIL_KEPT_MS = 90 * DAY_MS;
/** An address that never confirmed its newsletter sign-up is forgotten this long after its last confirmation mail. */
export const PENDING_SUBSCRIPTION_KEPT_MS = 30 * DAY_MS;
/** A guest's anonymous account with no order is deleted this long after it was created (as Firebase recommends). */
export const ANONYMOUS_ACCOUNT_KEPT_MS = 30 * DAY_MS;
