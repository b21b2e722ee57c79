import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import { act, renderHook } from "@testing-library/react";
import {
  ADMIN_TOKEN_STORAGE_KEY,
  clearAdminToken,
  getAdminToken,
  hasExpiredAdminToken,
  readTokenExpiry,
  readTokenUsername,
  setAdminToken,
  useAdminToken,
} from "@/lib/auth/admin-token";

// An unsigned JWT is enough: the client only reads the `exp` claim, the API verifies the signature.
const tokenExpiringIn = (seconds: number) =>
  `e30.${btoa(JSON.stringify({ sub: "admin", exp: Math.floor(Date.now() / 1000) + seconds }))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")}.signature`;

const TTL_MS = ADMIN_TOKEN_TTL_SECONDS * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("readTokenExpiry", () => {
  it("reads the exp claim in milliseconds", () => {
    expect(readTokenExpiry(tokenExpiringIn(ADMIN_TOKEN_TTL_SECONDS))).toBe(Date.now() + TTL_MS);
  });

  it.each(["", "not-a-jwt", "a.!!!.c", `e30.${btoa('{"sub":"x"}')}.c`])("gives null for %j", (token) => {
    expect(readTokenExpiry(token)).toBeNull();
  });
});

describe("readTokenUsername", () => {
  it("reads the sub claim, the admin's username", () => {
    expect(readTokenUsername(tokenExpiringIn(60))).toBe("admin");
  });

  it.each(["", "not-a-jwt", `e30.${btoa('{"sub":""}')}.c`, `e30.${btoa('{"sub":7}')}.c`])(
    "gives null for %j",
    (token) => {
      expect(readTokenUsername(token)).toBeNull();
    },
  );
});

describe("getAdminToken", () => {
  it("is null when nothing is stored", () => {
    expect(getAdminToken()).toBeNull();
  });

  it("returns a stored token until its exp, and null from then on", () => {
    const token = tokenExpiringIn(ADMIN_TOKEN_TTL_SECONDS);
    setAdminToken(token);
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(token);

    vi.advanceTimersByTime(TTL_MS - 1);
    expect(getAdminToken()).toBe(token);
    expect(hasExpiredAdminToken()).toBe(false);

    vi.advanceTimersByTime(1);
    expect(getAdminToken()).toBeNull();
    expect(hasExpiredAdminToken()).toBe(true);
  });

  it("treats a token already expired on load (e.g. after a reload) as no token", () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, tokenExpiringIn(-5));
    expect(getAdminToken()).toBeNull();
  });

  it("is null once cleared", () => {
    setAdminToken(tokenExpiringIn(60));
    clearAdminToken();
    expect(getAdminToken()).toBeNull();
    expect(hasExpiredAdminToken()).toBe(false);
  });
});

describe("useAdminToken", () => {
  it("re-renders on login and logout in this tab", () => {
    const { result } = renderHook(() => useAdminToken());
    expect(result.current).toBeNull();

    const token = tokenExpiringIn(60);
    act(() => setAdminToken(token));
    expect(result.current).toBe(token);

    act(() => clearAdminToken());
    expect(result.current).toBeNull();
  });

  it("re-renders exactly when the token expires, with no other change", () => {
    const token = tokenExpiringIn(ADMIN_TOKEN_TTL_SECONDS);
    setAdminToken(token);
    const { result } = renderHook(() => useAdminToken());

    act(() => vi.advanceTimersByTime(TTL_MS - 1));
    expect(result.current).toBe(token);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it("follows changes made in other tabs (storage event)", () => {
    const { result } = renderHook(() => useAdminToken());
    const token = tokenExpiringIn(60);

    // Another tab writes storage directly; this tab only hears about it through the event.
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: ADMIN_TOKEN_STORAGE_KEY })));
    expect(result.current).toBe(token);

    // The expiry timer is armed for a token that arrived from another tab too.
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBeNull();
  });
});
