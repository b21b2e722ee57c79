import type { User } from "firebase/auth";
import { setAuthUser, type AuthUser } from "@/features/auth/stores/auth-store";

// The Firebase SDK is the largest library of the app, and most home-page visitors are not signed in: it is
// imported on demand, never as part of the page's first load.
export const loadFirebase = () => Promise.all([import("firebase/auth"), import("@/lib/firebase")]);

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

/** Records who is signed in: the store, and the hint for the next visit. */
export function report(user: User | null) {
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
    emailVerified: user.emailVerified,
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
