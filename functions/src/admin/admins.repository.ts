import { Timestamp } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

export const ADMINS = "admins";
export const LOGIN_ATTEMPTS = "adminLoginAttempts";

export interface AdminDocument {
  username: string;
  passwordHash: string;
  createdAt: Timestamp;
}

const adminRef = (username: string) => db().collection(ADMINS).doc(username.toLowerCase());

export async function findAdmin(username: string): Promise<AdminDocument | undefined> {
  const snapshot = await adminRef(username).get();
  return snapshot.exists ? (snapshot.data() as AdminDocument) : undefined;
}

export async function upsertAdmin(username: string, passwordHash: string): Promise<void> {
  await adminRef(username).set({ username, passwordHash, createdAt: Timestamp.now() } satisfies AdminDocument);
}

interface AttemptsDocument {
  failures: number;
  windowStart: Timestamp;
}

const attemptsRef = (username: string) => db().collection(LOGIN_ATTEMPTS).doc(username.toLowerCase());

/** Failures in the current window (0 once the window has passed). Stored in Firestore: shared by all instances. */
export async function recentFailures(username: string, windowMs: number, now: number) {
  const snapshot = await attemptsRef(username).get();
  if (!snapshot.exists) return { failures: 0, windowStart: now };
  const data = snapshot.data() as AttemptsDocument;
  const windowStart = data.windowStart.toMillis();
  return now - windowStart >= windowMs ? { failures: 0, windowStart: now } : { failures: data.failures, windowStart };
}

export async function recordFailure(username: string, windowMs: number, now: number): Promise<void> {
  const ref = attemptsRef(username);
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data() as AttemptsDocument | undefined;
    const fresh = !data || now - data.windowStart.toMillis() >= windowMs;
    tx.set(ref, {
      failures: fresh ? 1 : data.failures + 1,
      windowStart: fresh ? Timestamp.fromMillis(now) : data.windowStart,
    } satisfies AttemptsDocument);
  });
}

export async function clearFailures(username: string): Promise<void> {
  await attemptsRef(username).delete();
}
