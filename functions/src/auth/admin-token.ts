import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import jwt from "jsonwebtoken";
import { jwtSecret } from "../lib/env";

const ISSUER = "bookstore-api";
const AUDIENCE = "bookstore-admin";
const ADMIN_ROLE = "admin";

export function signAdminToken(username: string): string {
  return jwt.sign({ role: ADMIN_ROLE }, jwtSecret(), {
    algorithm: "HS256",
    expiresIn: ADMIN_TOKEN_TTL_SECONDS,
    subject: username,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/**
 * Returns the admin's username, or undefined for any token that is not a valid, unexpired admin token.
 * The algorithm is pinned, so `alg: none` and RS/HS confusion tokens are refused; so are Firebase ID tokens,
 * which are signed by Google with another key, issuer and audience.
 */
export function verifyAdminToken(token: string): string | undefined {
  try {
    const payload = jwt.verify(token, jwtSecret(), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === "string" || payload.role !== ADMIN_ROLE || !payload.sub) return undefined;
    return payload.sub;
  } catch {
    return undefined;
  }
}
