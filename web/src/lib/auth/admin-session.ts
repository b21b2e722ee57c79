// Starting and ending an admin session from inside the admin area; what every page reads of it is in
// admin-token.ts, which the storefront's first load carries (its header shows the Dashboard link).
import type { StaffRole } from "@bookstore/schema/staff-roles";
import {
  ADMIN_SESSION_STORAGE_KEY,
  ADMIN_TOKEN_STORAGE_KEY,
  announceAdminSessionChange,
  clearAdminToken,
  type AdminSession,
} from "@/lib/auth/admin-token";

/** Keeps the login's answer: the token under product §9's key, who it is and when it ends beside it. */
export function setAdminSession(session: {
  token: string;
  expiresAt: string;
  user: { username: string; role: StaffRole };
}) {
  const stored: Omit<AdminSession, "token"> = {
    username: session.user.username,
    role: session.user.role,
    expiresAt: Date.parse(session.expiresAt),
  };
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(stored));
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, session.token);
  announceAdminSessionChange();
}

let signOutReason: string | null = null;

/** Ends the session the server no longer accepts, keeping why for the sign-in page (the admin guard takes it). */
export function endAdminSession(reason: string) {
  signOutReason = reason;
  clearAdminToken();
}

/** Why the server ended the last session, once (null after a logout, an expiry, or once read). */
export function takeSignOutReason(): string | null {
  const reason = signOutReason;
  signOutReason = null;
  return reason;
}
