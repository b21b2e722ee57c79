import type { StaffRole } from "@bookstore/schema/staff-roles";
import { setAdminSession } from "@/lib/auth/admin-session";
import { ADMIN_SESSION_STORAGE_KEY, ADMIN_TOKEN_STORAGE_KEY } from "@/lib/auth/admin-token";

/** A token the client never reads: the session beside it says who and until when. */
export const makeAdminToken = () => `test-token-${Math.random().toString(36).slice(2)}`;

/** The login's answer for a member whose token ends `seconds` from the (possibly faked) clock. */
export const adminLoginAnswer = (seconds = 3600, role: StaffRole = "owner", username = "admin") => ({
  token: makeAdminToken(),
  expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  user: { id: username, username, role },
});

/** Signs a member in as the login form does. */
export function signInAdmin(seconds = 3600, role: StaffRole = "owner", username = "admin"): string {
  const answer = adminLoginAnswer(seconds, role, username);
  setAdminSession(answer);
  return answer.token;
}

/** A session left in storage by an earlier visit (expired, say), written without telling anyone. */
export function storeAdminSession(seconds: number, role: StaffRole = "owner"): string {
  const token = makeAdminToken();
  const session = { username: "admin", role, expiresAt: Date.now() + seconds * 1000 };
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  return token;
}
