import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import type { StaffRole } from "@bookstore/schema/staff-roles";
import { act, renderHook } from "@testing-library/react";
import {
  ADMIN_SESSION_STORAGE_KEY,
  ADMIN_TOKEN_STORAGE_KEY,
  clearAdminToken,
  getAdminSession,
  getAdminToken,
  hasExpiredAdminToken,
  useAdminSession,
  useAdminToken,
} from "@/lib/auth/admin-token";
import { endAdminSession, setAdminSession, takeSignOutReason } from "@/lib/auth/admin-session";

const TTL_MS = ADMIN_TOKEN_TTL_SECONDS * 1000;

/** The login's answer for a member whose session ends `seconds` from the (faked) clock. */
const adminLoginAnswer = (seconds: number, role: StaffRole = "owner", username = "admin") => ({
  token: `token-${seconds}-${role}`,
  expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  user: { username, role },
});

/** A session written by another tab (or an earlier visit), without telling this one. */
function storeAdminSession(seconds: number, role: StaffRole = "owner") {
  const token = `stored-${seconds}-${role}`;
  const session = { username: "admin", role, expiresAt: Date.now() + seconds * 1000 };
  localStorage.setItem(ADMIN_SESSION_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  return token;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the admin session", () => {
  it("is none when nothing is stored", () => {
    expect(getAdminToken()).toBeNull();
    expect(getAdminSession()).toBeNull();
  });

  it("keeps the login's answer: the token under 'token', who and until when beside it, never read from the token", () => {
    // A token that is no JWT at all: nothing in the app decodes it.
    const answer = { ...adminLoginAnswer(ADMIN_TOKEN_TTL_SECONDS, "fulfilment", "Packer"), token: "opaque" };
    setAdminSession(answer);
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe("opaque");
    expect(getAdminSession()).toEqual({
      token: "opaque",
      username: "Packer",
      role: "fulfilment",
      expiresAt: Date.parse(answer.expiresAt),
    });
  });

  it("is usable until the expiry the login gave, and none from then on", () => {
    setAdminSession(adminLoginAnswer(ADMIN_TOKEN_TTL_SECONDS));
    vi.advanceTimersByTime(TTL_MS - 1);
    expect(getAdminToken()).not.toBeNull();
    expect(hasExpiredAdminToken()).toBe(false);

    vi.advanceTimersByTime(1);
    expect(getAdminToken()).toBeNull();
    expect(hasExpiredAdminToken()).toBe(true);
  });

  it("treats a session already expired on load (e.g. after a reload) as none", () => {
    storeAdminSession(-5);
    expect(getAdminToken()).toBeNull();
  });

  it("treats a token stored without its session (before sessions were kept) as none", () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, "an-old-token");
    expect(getAdminToken()).toBeNull();
    expect(hasExpiredAdminToken()).toBe(false);
  });

  it("is none once cleared, and says why only when the server ended it", () => {
    setAdminSession(adminLoginAnswer(60));
    clearAdminToken();
    expect(getAdminToken()).toBeNull();
    expect(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
    expect(hasExpiredAdminToken()).toBe(false);
    expect(takeSignOutReason()).toBeNull();

    setAdminSession(adminLoginAnswer(60));
    endAdminSession("Your session has ended.");
    expect(takeSignOutReason()).toBe("Your session has ended.");
    expect(takeSignOutReason()).toBeNull();
  });
});

describe("useAdminToken", () => {
  it("re-renders on login and logout in this tab", () => {
    const { result } = renderHook(() => useAdminToken());
    expect(result.current).toBeNull();

    const answer = adminLoginAnswer(60);
    act(() => setAdminSession(answer));
    expect(result.current).toBe(answer.token);

    act(() => clearAdminToken());
    expect(result.current).toBeNull();
  });

  it("re-renders exactly when the session expires, with no other change", () => {
    const answer = adminLoginAnswer(ADMIN_TOKEN_TTL_SECONDS);
    setAdminSession(answer);
    const { result } = renderHook(() => useAdminToken());

    act(() => vi.advanceTimersByTime(TTL_MS - 1));
    expect(result.current).toBe(answer.token);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it("follows changes made in other tabs (storage event), role included", () => {
    const { result } = renderHook(() => useAdminSession());

    // Another tab writes storage directly; this tab only hears about it through the event.
    const token = storeAdminSession(60, "catalog");
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: ADMIN_TOKEN_STORAGE_KEY })));
    expect(result.current).toMatchObject({ token, role: "catalog" });

    // The expiry timer is armed for a session that arrived from another tab too.
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBeNull();
  });
});
