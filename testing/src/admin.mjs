import { readFileSync } from "node:fs";
import { HOSTING_URL } from "../../scripts/emulator-addresses.mjs";

// The seeded local admin and the one way tests get an admin token: plain JavaScript, because the benchmarks (.mjs
// run by Node) use it too, besides the TypeScript tests.

/** The admin that `npm start`, `npm test` and the benchmarks seed in a demo- project (functions/src/seed). */
export const ADMIN = Object.freeze(
  JSON.parse(readFileSync(new URL("../../functions/src/seed/demo-admin.json", import.meta.url), "utf8")),
);

/** A member of each other role, seeded beside the owner in a demo- project (catalog, fulfilment). */
export const DEMO_STAFF = Object.freeze(
  JSON.parse(readFileSync(new URL("../../functions/src/seed/demo-staff.json", import.meta.url), "utf8")),
);

/** An admin token from POST /api/auth/admin (adminSignIn's, so reused the way it says). */
export async function adminToken(origin = HOSTING_URL, credentials = ADMIN) {
  return (await adminSignIn(origin, credentials)).token;
}

/** A reused sign-in must have at least this much of its hour (ADMIN_TOKEN_TTL_SECONDS) left. */
const REUSE_WHILE_LEFT_MS = 10 * 60_000;
const signIns = new Map();

/**
 * POST /api/auth/admin's whole answer: the token, when it expires and who it belongs to. One sign-in per process,
 * origin and member, reused while it has time left: each is a bcrypt comparison (tens of ms of the function's CPU),
 * and the seeded members' sessions are never revoked by a test (tests change members of their own).
 */
export async function adminSignIn(origin = HOSTING_URL, credentials = ADMIN) {
  const key = JSON.stringify([origin, credentials.username, credentials.password]);
  const reused = await signIns.get(key)?.catch(() => undefined);
  if (reused && Date.parse(reused.expiresAt) - Date.now() > REUSE_WHILE_LEFT_MS) return reused;
  const fresh = signIn(origin, credentials);
  signIns.set(key, fresh);
  return fresh;
}

async function signIn(origin, credentials) {
  const response = await fetch(`${origin}/api/auth/admin`, {
    method: "POST",
    // A new connection per request: a reused keep-alive socket may be one the emulator is just closing.
    headers: { "Content-Type": "application/json", Connection: "close" },
    body: JSON.stringify(credentials),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${text}`);
  return JSON.parse(text);
}
