import type { User, UserCredential } from "firebase/auth";
import { report } from "@/features/auth/api/auth-report";
import { loadFirebase, startAuthListener } from "@/features/auth/api/auth-session";
import { sendVerificationEmail } from "@/features/auth/api/email-links";

// Signing in, up and out: loaded with the pages and menus that offer them, not with every page's first load.

/** Reports the signed-in user at once, so a page guarded by login never sees a stale 'signed-out'. */
async function signIn(attempt: () => Promise<UserCredential>): Promise<User> {
  void startAuthListener();
  const { user } = await attempt();
  report(user);
  return user;
}

/**
 * A new account's address is not proven yet: the verification e-mail goes out at once. The account exists even
 * if that e-mail cannot be sent now; the storefront's notice offers to send it again.
 */
async function sendFirstVerification(user: User) {
  await sendVerificationEmail(user).catch(() => undefined);
}

export async function registerUser(email: string, password: string): Promise<void> {
  const [{ createUserWithEmailAndPassword }, { auth }] = await loadFirebase();
  await sendFirstVerification(await signIn(() => createUserWithEmailAndPassword(auth, email, password)));
}

export async function loginUser(email: string, password: string): Promise<void> {
  const [{ signInWithEmailAndPassword }, { auth }] = await loadFirebase();
  await signIn(() => signInWithEmailAndPassword(auth, email, password));
}

export async function signInWithGoogle(): Promise<void> {
  const [{ GoogleAuthProvider, signInWithPopup }, { auth }] = await loadFirebase();
  await signIn(() => signInWithPopup(auth, new GoogleAuthProvider()));
}

/** 'Continue as guest': an anonymous account, under which the guest's orders are placed and kept. */
export async function continueAsGuest(): Promise<void> {
  const [{ signInAnonymously }, { auth }] = await loadFirebase();
  await signIn(() => signInAnonymously(auth));
}

/**
 * Turns the guest into an email/password account: the same user (uid), so every order placed as a guest stays
 * theirs. The ID token is renewed at once, so the API sees the account's email from the next call on.
 */
export async function createAccountFromGuest(email: string, password: string): Promise<void> {
  const [{ EmailAuthProvider, linkWithCredential }, { auth }] = await loadFirebase();
  await auth.authStateReady();
  const guest = auth.currentUser;
  if (!guest?.isAnonymous) throw new Error("There is no guest session to turn into an account.");
  const { user } = await linkWithCredential(guest, EmailAuthProvider.credential(email, password));
  await user.getIdToken(true);
  report(user);
  await sendFirstVerification(user);
}

export async function logout(): Promise<void> {
  const [{ signOut }, { auth }] = await loadFirebase();
  await signOut(auth);
  report(null);
}
