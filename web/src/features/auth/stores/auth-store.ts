import { create } from "zustand";

/** The few facts about the signed-in shopper the screens need (product §3 'Current user'). */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
  photoUrl: string | null;
  /**
   * A guest: an anonymous Firebase user made by 'Continue as guest' at checkout. They may place and follow
   * orders, nothing else of the account area, and have no email of their own until they create an account.
   */
  guest: boolean;
  /**
   * The address is proven (the link of the verification e-mail was opened, or Google vouches for it). Only then
   * does the store match orders and reviews by address; until then the storefront asks to confirm it.
   */
  emailVerified: boolean;
}

/**
 * product §4: 'loading' until Firebase Auth reports the restored session (or none). Guards wait on it, so a
 * signed-in shopper who reloads /orders is never bounced to /login for a moment.
 */
export type AuthState =
  { status: "loading"; user: null } | { status: "signed-in"; user: AuthUser } | { status: "signed-out"; user: null };

export const useAuthStore = create<AuthState>()(() => ({ status: "loading", user: null }));

export function setAuthUser(user: AuthUser | null) {
  useAuthStore.setState(user ? { status: "signed-in", user } : { status: "signed-out", user: null });
}
