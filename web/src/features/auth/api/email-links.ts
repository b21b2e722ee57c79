import type { ActionCodeSettings, User } from "firebase/auth";
import { report } from "@/features/auth/api/auth-report";
import { loadFirebase } from "@/features/auth/api/auth-session";
import { markVerificationSent } from "@/features/auth/utils/resend-cooldown";

// The e-mails Firebase Auth sends for the store (verification, password reset) and what the app does once their
// links are opened on the store's own action page (/auth/action).

/** Where a link's "Continue" leads back to: this store, wherever it is served from. */
const backToStore = (path: string): ActionCodeSettings => ({ url: new URL(path, window.location.origin).href });

/** Sends the signed-in shopper the link that proves their address, and starts the notice's resend cooldown. */
export async function sendVerificationEmail(user?: User): Promise<void> {
  const [{ sendEmailVerification }, { auth }] = await loadFirebase();
  await auth.authStateReady();
  const target = user ?? auth.currentUser;
  if (!target) throw new Error("Sign in to confirm your e-mail address.");
  await sendEmailVerification(target, backToStore("/"));
  markVerificationSent();
}

/**
 * Reads the signed-in account again and renews its ID token, so the header's notice and the API both see a
 * change made through an e-mail link (a proven address, a new address) from the next call on. False when nobody
 * is signed in; throws when the session no longer holds (a changed address ends other sessions).
 */
export async function refreshSignedInUser(): Promise<boolean> {
  const [, { auth }] = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return false;
  await user.reload();
  await user.getIdToken(true);
  report(user);
  return true;
}

/**
 * Sends the link to choose a new password. An address without an account is answered exactly as one with an
 * account (no account enumeration); a malformed address, a refused or failed request still throw.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const [{ sendPasswordResetEmail }, { auth }] = await loadFirebase();
  try {
    await sendPasswordResetEmail(auth, email, backToStore("/login"));
  } catch (cause) {
    if ((cause as { code?: string }).code !== "auth/user-not-found") throw cause;
  }
}
