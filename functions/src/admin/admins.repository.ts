import { isDocumentId } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../lib/firestore";
import { GrpcStatus } from "../lib/grpc-status";

export const ADMINS = "admins";
export const LOGIN_ATTEMPTS = "adminLoginAttempts";

export interface AdminDocument {
  username: string;
  passwordHash: string;
  createdAt: Timestamp;
}

const adminRef = (username: string) => db().collection(ADMINS).doc(username.toLowerCase());

// Admins are stored under their lowercased username, so a username follows the one document-id rule: a typed
// name that breaks it ("a/b", "__x__") cannot belong to an admin and is never looked up.
export async function findAdmin(username: string): Promise<AdminDocument | undefined> {
  if (!isDocumentId(username.toLowerCase())) return undefined;
  const snapshot = await adminRef(username).get();
  return snapshot.exists ? (snapshot.data() as AdminDocument) : undefined;
}

export async function upsertAdmin(username: string, passwordHash: string): Promise<void> {
  if (!isDocumentId(username.toLowerCase()))
    throw new Error(`Not a usable admin username: letters, digits, _ and - only`);
  await adminRef(username).set({ username, passwordHash, createdAt: Timestamp.now() } satisfies AdminDocument);
}

interface AttemptsDocument {
  failures: number;
  windowStart: Timestamp;
  /** When the window ends; a Firestore TTL policy (firestore.indexes.json) deletes the document after it. */
  expireAt: Timestamp;
}

/** What a count is kept for: a client address, or an admin's username (never an unknown one). */
export type AttemptsKey = { address: string } | { admin: string };

// Keyed by a hash: any address bucket or typed username makes a valid document id, and none is stored in clear.
const attemptsRef = (key: AttemptsKey) => {
  const [kind, value] = "address" in key ? ["address", key.address] : ["admin", key.admin.toLowerCase()];
  return db()
    .collection(LOGIN_ATTEMPTS)
    .doc(`${kind}-${createHash("sha256").update(value).digest("hex")}`);
};

// gRPC statuses of a write that lost a race: the document appeared (create), changed or went (update with a
// precondition) since we read it.
const { NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION } = GrpcStatus;
const lostRace = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === NOT_FOUND || code === ALREADY_EXISTS || code === FAILED_PRECONDITION;
};

/** The parts of a DocumentReference that counting uses, so a unit test can interleave other requests' writes. */
export type AttemptsRef = Pick<DocumentReference, "get" | "create" | "update">;

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
export async function countAttempt(key: AttemptsKey, maxAttempts: number, windowMs: number, now: number) {
  return countAttemptAt(attemptsRef(key), maxAttempts, windowMs, now);
}

const freshWindow = (now: number, windowMs: number): AttemptsDocument => ({
  failures: 1,
  windowStart: Timestamp.fromMillis(now),
  expireAt: Timestamp.fromMillis(now + windowMs),
});

export async function countAttemptAt(ref: AttemptsRef, maxAttempts: number, windowMs: number, now: number) {
  for (;;) {
    const snapshot = await ref.get();
    const data = snapshot.data() as AttemptsDocument | undefined;
    try {
      if (!data) {
        await ref.create(freshWindow(now, windowMs));
        return { attempts: 1, windowStart: now };
      }
      if (now - data.windowStart.toMillis() >= windowMs) {
        await ref.update({ ...freshWindow(now, windowMs) }, { lastUpdateTime: snapshot.updateTime! });
        return { attempts: 1, windowStart: now };
      }
      const windowStart = data.windowStart.toMillis();
      if (data.failures >= maxAttempts) return { attempts: data.failures + 1, windowStart };
      await ref.update({ failures: data.failures + 1 }, { lastUpdateTime: snapshot.updateTime! });
      return { attempts: data.failures + 1, windowStart };
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
  }
}

/** The failures counted under `key` in the window that holds `now` (0 once it has passed). */
export async function recentFailures(key: AttemptsKey, windowMs: number, now: number): Promise<number> {
  const data = (await attemptsRef(key).get()).data() as AttemptsDocument | undefined;
  return data && now - data.windowStart.toMillis() < windowMs ? data.failures : 0;
}

export async function clearFailures(key: AttemptsKey): Promise<void> {
  await attemptsRef(key).delete();
}
