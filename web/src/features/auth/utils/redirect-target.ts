import { LOGIN_PATH } from "@/features/auth/utils/login-path";

export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/**
 * Where to go after signing in: back to the page the guard came from, else '/'. Only same-app paths are
 * accepted ("//evil.example" is a protocol-relative URL to another site), and never back to the sign-in pages.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== "string" || !pathname.startsWith("/") || pathname.startsWith("//")) return "/";
  if (pathname === LOGIN_PATH || pathname === "/register") return "/";
  const search = typeof from?.search === "string" ? from.search : "";
  const hash = typeof from?.hash === "string" ? from.hash : "";
  return `${pathname}${search}${hash}`;
}
