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

/** A new admin token from POST /api/auth/admin, valid for an hour (ADMIN_TOKEN_TTL_SECONDS). */
export async function adminToken(origin = HOSTING_URL, credentials = ADMIN) {
  return (await adminSignIn(origin, credentials)).token;
}

/** POST /api/auth/admin's whole answer: the token, when it expires and who it belongs to. */
export async function adminSignIn(origin = HOSTING_URL, credentials = ADMIN) {
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
