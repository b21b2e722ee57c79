import { createHash } from "node:crypto";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { LOST_RACE_OR_GONE, retryLostRaces } from "./lost-races";

/**
 * A count of attempts in a fixed window, in one document: admin sign-ins per address and username, newsletter
 * sign-ups per address. The field is named for the first of them; every attempt is counted, not only failures.
 */
export interface WindowCount {
  failures: number;
  windowStart: Timestamp;
  /** When the window ends; a Firestore TTL policy (firestore.indexes.json) deletes the document after it. */
  expireAt: Timestamp;
}

/** The parts of a DocumentReference that counting uses, so a unit test can interleave other requests' writes. */
export type CountRef = Pick<DocumentReference, "get" | "create" | "update">;

const freshWindow = (now: number, windowMs: number): WindowCount => ({
  failures: 1,
  windowStart: Timestamp.fromMillis(now),
  expireAt: Timestamp.fromMillis(now + windowMs),
});

/**
 * Counts one attempt in `ref` and answers how many the current window holds, this one included. Every write is
 * conditional on the version read, and a request that lost a race reads again (admins.repository.ts says why).
 * Once the window holds `maxAttempts` nothing more is written: a refused attempt costs one read.
 */
export async function countInWindow(ref: CountRef, maxAttempts: number, windowMs: number, now: number) {
  // A write that lost a race: the document appeared (create), changed or went (update with a precondition).
  return retryLostRaces(
    async () => {
      const snapshot = await ref.get();
      const data = snapshot.data() as WindowCount | undefined;
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
    },
    { codes: LOST_RACE_OR_GONE },
  );
}

/**
 * Attempts counted per client address in `collection`, in fixed windows (newsletter sign-ups, order lookups); a
 * TTL policy on `expireAt` deletes past windows. Keyed by a hash, so no address is stored in clear.
 */
export function createAddressBudgetRepository(firestore: Firestore, collection: string) {
  return {
    /** Counts one attempt from `address`: the window's count with it, and when the window opened. */
    count(address: string, max: number, windowMs: number, now: number) {
      const ref = firestore.collection(collection).doc(createHash("sha256").update(address).digest("hex"));
      return countInWindow(ref, max, windowMs, now);
    },
  };
}
export type AddressBudgetRepository = ReturnType<typeof createAddressBudgetRepository>;
