import type { User, UserCredential } from "firebase/auth";
import { setAuthUser, type AuthUser } from "@/features/auth/stores/auth-store";

// The Firebase SDK is the largest library of the app, and most home-page visitors are not signed in: it is
// imported on demand, never as part of the page's first load.
const loadFirebase = () => Promise.all([import("firebase/auth"), import("@/lib/firebase")]);

/**
 * Set while Firebase reports a signed-in user. A first-time visitor has none, so the page can show the login
 * link straight away without downloading the SDK just to learn that nobody is signed in.
 */
const SESSION_HINT_KEY = "bookstore-signed-in";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

function report(user: User | null) {
  try {
    if (user) localStorage.setItem(SESSION_HINT_KEY, "1");
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage can be unavailable (private modes); the hint is only an optimisation.
  }
  setAuthUser(user ? toAuthUser(user) : null);
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    name: user.displayName,
    photoUrl: user.photoURL,
    guest: user.isAnonymous,
  };
}

let listening: Promise<void> | undefined;

/** Feeds the auth store from onAuthStateChanged. Safe to call any number of times: one listener is kept. */
export function startAuthListener(): Promise<void> {
  listening ??= loadFirebase().then(([{ onAuthStateChanged }, { auth }]) => {
    onAuthStateChanged(auth, report);
  });
  return listening;
}

/** Reports the signed-in user at once, so a page guarded by login never sees a stale 'signed-out'. */
async function signIn(attempt: () => Promise<UserCredential>): Promise<void> {
  void startAuthListener();
  report((await attempt()).user);
}

export async function registerUser(email: string, password: string): Promise<void> {
  const [{ createUserWithEmailAndPassword }, { auth }] = await loadFirebase();
  await signIn(() => createUserWithEmailAndPassword(auth, email, password));
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
}

export async function logout(): Promise<void> {
  const [{ signOut }, { auth }] = await loadFirebase();
  await signOut(auth);
  report(null);
}
