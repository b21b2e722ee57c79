import type { StaffRole } from "@bookstore/schema/staff-roles";
import { useSyncExternalStore } from "react";

/** product §9: the admin token lives in local storage under this key. */
export const ADMIN_TOKEN_STORAGE_KEY = "token";
/** Who the token belongs to and when it ends, as the login answered them (the JWT is never decoded here). */
export const ADMIN_SESSION_STORAGE_KEY = "adminSession";

/** The signed-in member: their token, name and role, and when the token expires (ms since the epoch). */
export interface AdminSession {
  token: string;
  username: string;
  role: StaffRole;
  expiresAt: number;
}

// setTimeout keeps delays in a signed 32-bit int; a longer delay would fire at once.
const MAX_TIMER_DELAY_MS = 2_147_483_647;

// The stored session read once per stored value: useSyncExternalStore needs the same object while nothing changed.
let parsed: { raw: string | null; token: string | null; session: AdminSession | null } = {
  raw: null,
  token: null,
  session: null,
};

/**
 * The session as stored, expired or not: null without a token, or without what the login said about it (a token
 * stored before sessions were kept: its member signs in again).
 */
function readStoredSession(): AdminSession | null {
  const raw = localStorage.getItem(ADMIN_SESSION_STORAGE_KEY);
  const token = localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  if (raw !== parsed.raw || token !== parsed.token) {
    let session: AdminSession | null = null;
    try {
      const value = token && raw ? (JSON.parse(raw) as Omit<AdminSession, "token">) : null;
      if (value && typeof value.expiresAt === "number") session = { ...value, token: token! };
    } catch {
      session = null;
    }
    parsed = { raw, token, session };
  }
  return parsed.session;
}

const isUsable = (session: AdminSession | null, now = Date.now()) => session !== null && session.expiresAt > now;

/** The signed-in member's session, or null when there is none or it has expired (an expired one counts as none). */
export function getAdminSession(): AdminSession | null {
  const session = readStoredSession();
  return isUsable(session) ? session : null;
}

/** The stored admin token, or null when there is none or it has expired. */
export const getAdminToken = (): string | null => getAdminSession()?.token ?? null;

/** True when a session is still stored but has expired: it ended by expiry, not by logout. */
export function hasExpiredAdminToken(): boolean {
  const session = readStoredSession();
  return session !== null && !isUsable(session);
}

// The `storage` event only reaches other tabs, so changes made in this tab are announced here.
const listeners = new Set<() => void>();

/** Tells this tab's subscribers the stored session changed (other tabs hear the storage event). */
export const announceAdminSessionChange = () => listeners.forEach((listener) => listener());

export function clearAdminToken() {
  localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  localStorage.removeItem(ADMIN_SESSION_STORAGE_KEY);
  announceAdminSessionChange();
}

/** Calls `onChange` when the session is set or cleared (this tab or another) and at the moment it expires. */
export function subscribeToAdminToken(onChange: () => void): () => void {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  // Expiry changes nothing in storage, so a timer set to the session's end wakes the subscriber at that instant.
  const scheduleExpiry = () => {
    clearTimeout(expiryTimer);
    const expiresAt = readStoredSession()?.expiresAt;
    if (expiresAt === undefined) return;
    const delay = expiresAt - Date.now();
    if (delay <= 0) return;
    expiryTimer = setTimeout(
      () => {
        // Re-arms itself if woken early (clamped delay), so the final wake-up is at or after the expiry.
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
    const key = event.key;
    if (key === ADMIN_TOKEN_STORAGE_KEY || key === ADMIN_SESSION_STORAGE_KEY || key === null) handleChange();
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

/** The usable session; re-renders on login, logout (in any tab) and when it expires. */
export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribeToAdminToken, getAdminSession, () => null);
}

/** The usable admin token; re-renders on login, logout (in any tab) and when the token expires. */
export const useAdminToken = (): string | null => useAdminSession()?.token ?? null;
