// How long the verification notice waits before it offers to send the e-mail again. Firebase limits sending
// too; this keeps a shopper from reaching that limit by clicking, and holds across reloads (local storage).

export const RESEND_COOLDOWN_SECONDS = 60;
const SENT_AT_KEY = "bookstore-verification-sent-at";

/** Said on the window each time the e-mail goes: a notice already on screen starts its wait then. */
export const VERIFICATION_SENT_EVENT = "bookstore-verification-sent";

export function markVerificationSent(now = Date.now()) {
  try {
    localStorage.setItem(SENT_AT_KEY, String(now));
  } catch {
    // Without storage the cooldown lasts as long as the notice stays on screen.
  }
  window.dispatchEvent(new Event(VERIFICATION_SENT_EVENT));
}

/** Whole seconds left before Resend may be pressed again; 0 when it may. */
export function secondsUntilResend(now = Date.now()): number {
  let sentAt: number;
  try {
    sentAt = Number(localStorage.getItem(SENT_AT_KEY));
  } catch {
    return 0;
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0 || sentAt > now) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - now) / 1000));
}
