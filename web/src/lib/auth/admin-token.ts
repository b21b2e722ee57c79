import { useSyncExternalStore } from "react";

/** product §9: the admin token lives in local storage under this key. */
export const ADMIN_TOKEN_STORAGE_KEY = "token";

// setTimeout keeps delays in a signed 32-bit int; a longer delay would fire at once.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The JWT's claims, read without verifying anything (the API does that); null when it cannot be read. */
function readTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When the JWT expires, in ms since the epoch, read from its own `exp` claim: the client only needs to know
 * when to stop using the token, and reading the claim makes that hold across reloads and tabs instead of
 * depending on a timer started at login.
 */
export function readTokenExpiry(token: string): number | null {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
}

/** The signed-in admin's username: the token's subject. */
export function readTokenUsername(token: string): string | null {
  const sub = readTokenClaims(token)?.sub;
  return typeof sub === "string" && sub ? sub : null;
}

function readStoredToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
}

function isUsable(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiresAt = readTokenExpiry(token);
  return expiresAt !== null && expiresAt > now;
}

/** The stored admin token, or null when there is none or it has expired (an expired token counts as none). */
export function getAdminToken(): string | null {
  const token = readStoredToken();
  return isUsable(token) ? token : null;
}

/** True when a token is still stored but its `exp` has passed: the session ended by expiry, not by logout. */
export function hasExpiredAdminToken(): boolean {
  const token = readStoredToken();
  if (!token) return false;
  const expiresAt = readTokenExpiry(token);
  return expiresAt !== null && expiresAt <= Date.now();
}

// The `storage` event only reaches other tabs, so changes made in this tab are announced here.
const listeners = new Set<() => void>();

export function setAdminToken(token: string) {
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearAdminToken() {
  localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

/** Calls `onChange` when the token is set or cleared (this tab or another) and at the moment it expires. */
export function subscribeToAdminToken(onChange: () => void): () => void {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  // Expiry changes nothing in storage, so a timer computed from `exp` wakes the subscriber at that instant.
  const scheduleExpiry = () => {
    clearTimeout(expiryTimer);
    const token = readStoredToken();
    const expiresAt = token ? readTokenExpiry(token) : null;
    if (expiresAt === null) return;
    const delay = expiresAt - Date.now();
    if (delay <= 0) return;
    expiryTimer = setTimeout(
      () => {
        // Re-arms itself if woken early (clamped delay), so the final wake-up is at or after `exp`.
        scheduleExpiry();
        onChange();
      },
      Math.min(delay, MAX_TIMER_DELAY_MS),
    );
  };
  const handleChange = () => {
    scheduleExpiry();
    onChange();
  };
  const handleStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === ADMIN_TOKEN_STORAGE_KEY || event.key === null) handleChange();
  };

  listeners.add(handleChange);
  window.addEventListener("storage", handleStorage);
  scheduleExpiry();
  return () => {
    listeners.delete(handleChange);
    window.removeEventListener("storage", handleStorage);
    clearTimeout(expiryTimer);
  };
}

/** The usable admin token; re-renders on login, logout (in any tab) and when the token expires. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeToAdminToken, getAdminToken, () => null);
}
