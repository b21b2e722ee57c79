import { isDocumentId } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

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
  if (!isDocumentId(username.toLowerCase())) throw new Error(`Not a usable admin username: letters, digits, _ and - only`);
  await adminRef(username).set({ username, passwordHash, createdAt: Timestamp.now() } satisfies AdminDocument);
}

interface AttemptsDocument {
  failures: number;
  windowStart: Timestamp;
}

// Keyed by a hash: any typed username (slashes, dots, 64 characters of anything) makes a valid document id.
const attemptsRef = (username: string) =>
  db().collection(LOGIN_ATTEMPTS).doc(createHash("sha256").update(username.toLowerCase()).digest("hex"));

// gRPC statuses of a write that lost a race: the document appeared (create), changed or went (update with a
// precondition) since we read it.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const lostRace = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === NOT_FOUND || code === ALREADY_EXISTS || code === FAILED_PRECONDITION;
};

/** The parts of a DocumentReference that counting uses, so a unit test can interleave other requests' writes. */
export type AttemptsRef = Pick<DocumentReference, "get" | "create" | "update">;

/**
 * Counts one sign-in attempt for `username` *before* its password is checked, and answers how many attempts
 * the current window holds, this one included. A success clears the count afterwards (clearFailures).
 *
 * Counting first closes the parallel brute force: were failures recorded after the check, twenty simultaneous
 * guesses would all see "0 failures" and all be tried. Stored in Firestore, so it holds across instances.
 * No read-write transaction: parallel attempts on one document would wait on each other's locks. Instead every
 * write is conditional on the version read (create, or update only that version), and a request that loses a race
 * reads again; the answer is always the count this request itself wrote. (It used to increment blindly and read
 * the count back: a success clearing the window in between made a correct password look like the sixth failure.)
 * Once the window is full it is not incremented further, so the lock never outlives the 15 minutes.
 */
export async function countAttempt(username: string, maxAttempts: number, windowMs: number, now: number) {
  return countAttemptAt(attemptsRef(username), maxAttempts, windowMs, now);
}

export async function countAttemptAt(ref: AttemptsRef, maxAttempts: number, windowMs: number, now: number) {
  for (;;) {
    const snapshot = await ref.get();
    const data = snapshot.data() as AttemptsDocument | undefined;
    const fresh = { failures: 1, windowStart: Timestamp.fromMillis(now) } satisfies AttemptsDocument;
    try {
      if (!data) {
        await ref.create(fresh);
        return { attempts: 1, windowStart: now };
      }
      if (now - data.windowStart.toMillis() >= windowMs) {
        await ref.update(fresh, { lastUpdateTime: snapshot.updateTime! });
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

export async function clearFailures(username: string): Promise<void> {
  await attemptsRef(username).delete();
}
