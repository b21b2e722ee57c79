import type { AdminLogin } from "@bookstore/schema";
import bcrypt from "bcryptjs";
import { signAdminToken } from "../auth/admin-token";
import { HttpError } from "../lib/http-error";
import * as admins from "./admins.repository";

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

const BCRYPT_COST = 10;
// Compared against when the username is unknown, so an unknown user costs the same time as a wrong password.
// bcrypt.hashSync("not-a-real-password", BCRYPT_COST), written out: hashing it at load would add a bcrypt round
// to every cold start. A unit test checks it still has the cost the real hashes have.
export const DUMMY_HASH = "$2b$10$B1JiyXe9cDZGRneEbunKz.KndSKWcMFEo0qB14tG7VAQhWXen.3fK";

const invalidCredentials = () => new HttpError(401, "invalid-credentials", "Invalid username or password");

export async function loginAdmin({ username, password }: AdminLogin, now = Date.now()): Promise<string> {
  // Every attempt counts as a failure until its password matches (see countAttempt): parallel guesses too.
  const { attempts, windowStart } = await admins.countAttempt(username, MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, now);
  if (attempts > MAX_FAILED_LOGINS) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + FAILED_LOGIN_WINDOW_MS - now) / 1000));
    throw new HttpError(429, "too-many-attempts", "Too many failed sign-in attempts. Try again later.", undefined, {
      "Retry-After": String(retryAfter),
    });
  }

  const admin = await admins.findAdmin(username);
  // bcrypt.compare resolves false for a wrong password (the original system crashed here); it never throws
  // for a well-formed hash, and a malformed stored hash is our bug, so it may surface as a 500.
  const matches = await bcrypt.compare(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !matches) throw invalidCredentials();
  await admins.clearFailures(username);
  return signAdminToken(admin.username);
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
