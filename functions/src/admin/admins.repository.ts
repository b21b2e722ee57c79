import { isDocumentId, type StaffRole } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { StaffSession } from "../auth/require-admin";
import { countInWindow, type WindowCount } from "../lib/window-count.repository";
import { staffSessionOf, type AdminDocument } from "./staff-document";

export type { AdminDocument } from "./staff-document";

export const ADMINS = "admins";
export const LOGIN_ATTEMPTS = "adminLoginAttempts";

/**
 * What a count is kept for: a member's attempts from one client address (or every unknown username's, as one),
 * the attempts of one browser that proved an earlier sign-in of the member, or an admin's username (never an
 * unknown one) from anywhere.
 */
export type AttemptsKey = { address: string; member: string } | { device: string } | { admin: string };

function attemptsKeyName(key: AttemptsKey): [string, string] {
  if ("address" in key) return ["address", `${key.member.toLowerCase()}\n${key.address}`];
  if ("device" in key) return ["device", key.device];
  return ["admin", key.admin.toLowerCase()];
}

export function createAdminsRepository(firestore: Firestore) {
  const adminRef = (username: string) => firestore.collection(ADMINS).doc(username.toLowerCase());
  // Keyed by a hash: any address bucket or typed username makes a valid document id, and none is stored in clear.
  const attemptsRef = (key: AttemptsKey) => {
    const [kind, value] = attemptsKeyName(key);
    return firestore.collection(LOGIN_ATTEMPTS).doc(`${kind}-${createHash("sha256").update(value).digest("hex")}`);
  };

  return {
    // Admins are stored under their lowercased username, so a username follows the one document-id rule: a typed
    // name that breaks it ("a/b", "__x__") cannot belong to an admin and is never looked up.
    async findAdmin(username: string): Promise<(AdminDocument & { id: string }) | undefined> {
      if (!isDocumentId(username.toLowerCase())) return undefined;
      const snapshot = await adminRef(username).get();
      return snapshot.exists ? { ...(snapshot.data() as AdminDocument), id: snapshot.id } : undefined;
    },

    /** The member a token names, for the guard: read on every admin request (decision 020). */
    async findStaffSession(id: string): Promise<StaffSession | undefined> {
      if (!isDocumentId(id)) return undefined;
      const snapshot = await firestore.collection(ADMINS).doc(id).get();
      return snapshot.exists ? staffSessionOf(id, snapshot.data() as AdminDocument) : undefined;
    },

    /**
     * Seeds a member with a password: a new one is created; an existing one gets the password and role and is
     * enabled (its tokens stay valid: the seed is an operator setting a password, not a revocation).
     */
    async upsertAdmin(username: string, passwordHash: string, role: StaffRole = "owner"): Promise<void> {
      if (!isDocumentId(username.toLowerCase()))
        throw new Error(`Not a usable admin username: letters, digits, _ and - only`);
      const ref = adminRef(username);
      await firestore.runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data() as AdminDocument | undefined;
        tx.set(ref, {
          username,
          passwordHash,
          role,
          disabled: false,
          tokenVersion: current?.tokenVersion ?? 0,
          createdAt: current?.createdAt ?? Timestamp.now(),
          ...(current?.lastSignInAt ? { lastSignInAt: current.lastSignInAt } : {}),
        } satisfies AdminDocument);
      });
    },

    async recordSignIn(id: string, at: Timestamp = Timestamp.now()): Promise<void> {
      await firestore.collection(ADMINS).doc(id).update({ lastSignInAt: at });
    },

    /**
     * Counts one sign-in attempt under `key` *before* its password is checked, and answers how many attempts the
     * current window holds, this one included. A success clears the count afterwards (clearFailures).
     *
     * Counting first closes the parallel brute force: were failures recorded after the check, twenty simultaneous
     * guesses would all see "0 failures" and all be tried. Stored in Firestore, so it holds across instances.
     * No read-write transaction: parallel attempts on one document would wait on each other's locks. Instead every
     * write is conditional on the version read (create, or update only that version), and a request that loses a race
     * reads again; the answer is always the count this request itself wrote, so a success clearing the window in
     * between never turns a correct password into a refused one.
     * Once the window holds `maxAttempts` it is not incremented further, so a count never outlives its window.
     */
    async countAttempt(key: AttemptsKey, maxAttempts: number, windowMs: number, now: number) {
      return countInWindow(attemptsRef(key), maxAttempts, windowMs, now);
    },

    /** The failures counted under `key` in the window that holds `now` (0 once it has passed). */
    async recentFailures(key: AttemptsKey, windowMs: number, now: number): Promise<number> {
      const data = (await attemptsRef(key).get()).data() as WindowCount | undefined;
      return data && now - data.windowStart.toMillis() < windowMs ? data.failures : 0;
    },

    async clearFailures(key: AttemptsKey): Promise<void> {
      await attemptsRef(key).delete();
    },
  };
}
export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
