import type { User } from "firebase/auth";
import { SESSION_HINT_KEY } from "@/features/auth/api/auth-session";
import { setAuthUser, type AuthUser } from "@/features/auth/stores/auth-store";

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
