import { setAdminToken } from "@/lib/auth/admin-token";

/** An unsigned JWT whose `exp` is `seconds` from the (possibly faked) clock: the client never verifies it. */
export function makeAdminToken(seconds: number): string {
  const payload = btoa(JSON.stringify({ sub: "admin", exp: Math.floor(Date.now() / 1000) + seconds }));
  return `e30.${payload.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.signature`;
}

export function signInAdmin(seconds = 3600): string {
  const token = makeAdminToken(seconds);
  setAdminToken(token);
  return token;
}
