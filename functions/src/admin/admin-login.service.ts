import type { AdminLogin, AdminSession } from "@bookstore/schema";
import bcrypt from "bcryptjs";
import { signAdminToken, signDeviceProof, verifyDeviceProof } from "../auth/admin-token";
import { HttpError, tooMany } from "../lib/http-error";
import type { AdminsRepository, AttemptsKey } from "./admins.repository";
import { staffSessionOf } from "./staff-document";
import { sleep } from "../lib/sleep";

// The trade-offs behind these numbers: docs/decisions/006-admin-sign-in-throttling.md.
/**
 * Attempts one member may get from one client address (or one browser that proved an earlier sign-in) in a
 * window before the password matches; the next ones are refused until it ends.
 */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one admin username (from any address) after which each further attempt is slowed down. */
export const SLOWDOWN_AFTER = 5;
export const MAX_SLOWDOWN_MS = 8_000;
// A count per admin username is kept far past the slowdown's cap; it only has to grow the delay.
const ADMIN_COUNT_CAP = 1_000;

const BCRYPT_COST = 10;
// Compared against when the username is unknown, so an unknown user costs the same time as a wrong password.
// bcrypt.hashSync("not-a-real-password", BCRYPT_COST), written out: hashing it at load would add a bcrypt round
// to every cold start. A unit test checks it still has the cost the real hashes have.
export const DUMMY_HASH = "$2b$10$B1JiyXe9cDZGRneEbunKz.KndSKWcMFEo0qB14tG7VAQhWXen.3fK";

const invalidCredentials = () => new HttpError(401, "invalid-credentials", "Invalid username or password");
const accountDisabled = () =>
  new HttpError(403, "account-disabled", "This account is disabled. Ask the shop's owner to enable it.");

/**
 * How long an attempt for an admin username waits before its password is checked, given that username's recent
 * failures: nothing at first, then 1 s, 2 s, 4 s… up to MAX_SLOWDOWN_MS. A slowdown, never a refusal: whoever
 * holds the right password gets in, however many wrong guesses others sent.
 */
export function slowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER) return 0;
  return Math.min(1000 * 2 ** (failures - SLOWDOWN_AFTER), MAX_SLOWDOWN_MS);
}

/** The one bucket every unknown username shares per address: guessing names writes one document, not one each. */
const UNKNOWN_MEMBER = "*";

export interface AdminSignIn {
  session: AdminSession;
  /** A fresh device proof for the browser to keep (the `__session` cookie). */
  deviceProof: string;
}

export function createAdminLoginService(
  admins: Pick<AdminsRepository, "countAttempt" | "findAdmin" | "recentFailures" | "clearFailures" | "recordSignIn">,
) {
  /**
   * `deviceProof` is what the browser kept from an earlier sign-in, if anything. A proof of this member's earlier
   * sign-in counts the attempt as that browser's alone; any other attempt counts as the member's from this address.
   * Either way failures under other names, or from other browsers, never refuse it.
   */
  async function loginAdmin(
    { username, password }: AdminLogin,
    address: string,
    deviceProof?: string,
    now = Date.now(),
  ): Promise<AdminSignIn> {
    const admin = await admins.findAdmin(username);
    const device = deviceProof ? verifyDeviceProof(deviceProof) : undefined;
    const knownDevice = device && admin && device.memberId === admin.id ? device : undefined;
    // Every attempt counts before its password is checked (see countAttempt): parallel guesses too.
    const bucket: AttemptsKey = knownDevice
      ? { device: knownDevice.id }
      : { address, member: admin?.id ?? UNKNOWN_MEMBER };
    const { attempts, windowStart } = await admins.countAttempt(bucket, MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, now);
    if (attempts > MAX_FAILED_LOGINS) {
      const window = { start: windowStart, ms: FAILED_LOGIN_WINDOW_MS };
      throw tooMany("too-many-attempts", "Too many failed sign-in attempts. Try again later.", window, now);
    }

    // Only real admins get a count of their own: an unknown username writes nothing beyond its address's count.
    const byAdmin = admin ? { admin: admin.username } : undefined;
    // A browser the member signed in from before is not slowed down by others' guesses.
    if (byAdmin && !knownDevice) {
      await sleep(slowdownMs(await admins.recentFailures(byAdmin, FAILED_LOGIN_WINDOW_MS, now)));
    }

    // A member who has not set a password yet (or was reset) is compared like an unknown username.
    const matches = await bcrypt.compare(password, admin?.passwordHash ?? DUMMY_HASH);
    if (!admin?.passwordHash || !matches) {
      if (byAdmin) await admins.countAttempt(byAdmin, ADMIN_COUNT_CAP, FAILED_LOGIN_WINDOW_MS, Date.now());
      throw invalidCredentials();
    }
    await Promise.all([admins.clearFailures(bucket), admins.clearFailures(byAdmin!)]);
    const member = staffSessionOf(admin.id, admin);
    // Only after the right password: a disabled member learns why, nobody else learns anything.
    if (member.disabled) throw accountDisabled();
    await admins.recordSignIn(member.id);
    const { token, expiresAt } = signAdminToken({ id: member.id, version: member.tokenVersion });
    return {
      session: {
        token,
        expiresAt: expiresAt.toISOString(),
        user: { id: member.id, username: member.username, role: member.role },
      },
      deviceProof: signDeviceProof(member.id),
    };
  }

  return { loginAdmin };
}

export type AdminLoginService = ReturnType<typeof createAdminLoginService>;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
