import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import jwt from "jsonwebtoken";
import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";
import { jwtSecret } from "../lib/env";

const ISSUER = "bookstore-api";
const AUDIENCE = "bookstore-admin";
const ADMIN_ROLE = "admin";

// jsonwebtoken reads a string key as a PEM public key first, on every call: an OpenSSL parse that fails and a
// thrown error before it takes the string as a secret. The secret's key object, made once, skips that.
let secretKey: { secret: string; key: KeyObject } | undefined;
function signingKey(): KeyObject {
  const secret = jwtSecret();
  if (secretKey?.secret !== secret) secretKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  return secretKey.key;
}

/** What an admin token names: the member's id and the version of their sessions it was signed under. */
export interface AdminTokenClaims {
  id: string;
  /**
   * The member's `tokenVersion` at sign-in. Disabling a member, changing their role or resetting them bumps it,
   * so every token signed before is refused on its next request (require-admin.ts).
   */
  version: number;
}

export function signAdminToken({ id, version }: AdminTokenClaims): { token: string; expiresAt: Date } {
  const token = jwt.sign({ role: ADMIN_ROLE, ver: version }, signingKey(), {
    algorithm: "HS256",
    expiresIn: ADMIN_TOKEN_TTL_SECONDS,
    subject: id,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The member a token names, or undefined for any token that is not a valid, unexpired admin token.
 * The algorithm is pinned, so `alg: none` and RS/HS confusion tokens are refused; so are Firebase ID tokens,
 * which are signed by Google with another key, issuer and audience.
 */
export function verifyAdminToken(token: string): AdminTokenClaims | undefined {
  try {
    const payload = jwt.verify(token, signingKey(), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === "string" || payload.role !== ADMIN_ROLE || !payload.sub) return undefined;
    // Tokens signed before versions existed carry none: version 0, what a member who was never changed has.
    const version = typeof payload.ver === "number" ? payload.ver : 0;
    return { id: payload.sub, version };
  } catch {
    return undefined;
  }
}

const DEVICE_AUDIENCE = "bookstore-admin-device";
/** How long a browser that signed a member in stays known for that member (decision 006). */
export const DEVICE_PROOF_DAYS = 90;

/**
 * A device proof (OWASP's device cookie): handed to a browser after a successful sign-in, it lets that browser's
 * later attempts for the same member be counted on their own, apart from whatever else comes from its address.
 * `id` is random: the count is per proof.
 */
export function signDeviceProof(memberId: string): string {
  return jwt.sign({}, signingKey(), {
    algorithm: "HS256",
    expiresIn: `${DEVICE_PROOF_DAYS}d`,
    subject: memberId,
    jwtid: randomUUID(),
    issuer: ISSUER,
    audience: DEVICE_AUDIENCE,
  });
}

export function verifyDeviceProof(proof: string): { memberId: string; id: string } | undefined {
  try {
    const payload = jwt.verify(proof, signingKey(), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: DEVICE_AUDIENCE,
    });
    if (typeof payload === "string" || !payload.sub || !payload.jti) return undefined;
    return { memberId: payload.sub, id: payload.jti };
  } catch {
    return undefined;
  }
}
