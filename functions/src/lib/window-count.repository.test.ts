// How a window count behaves when other requests write between this one's read and its write. The API tests
// (tests/reliability/auth.test.ts, tests/api/newsletter.test.ts) prove the count against the real emulator; these
// interleavings can't be timed there, so a document in memory with Firestore's precondition rules stands in for it.
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { countInWindow, type CountRef } from "./window-count.repository";

const MAX = 5;
const WINDOW_MS = 15 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 12);

interface Stored {
  data: { failures: number; windowStart: Timestamp; expireAt?: Timestamp };
  version: object;
}

/**
 * One document with Firestore's write rules: create fails if it exists (6), an update fails if the document is
 * gone (5) or, when it names the version it read, is no longer that version (9). `interleave` runs once, right
 * before this request's first write, as another request's write would.
 */
function attemptsDocument(
  initial: Stored["data"] | undefined,
  interleave?: (doc: ReturnType<typeof attemptsDocument>) => void,
) {
  let stored: Stored | undefined = initial && { data: initial, version: {} };
  let interleaved = false;
  const beforeWrite = () => {
    if (interleaved || !interleave) return;
    interleaved = true;
    interleave(doc);
  };
  const fail = (code: number) => Object.assign(new Error(`code ${code}`), { code });
  const doc = {
    get stored() {
      return stored?.data;
    },
    write(data: Stored["data"] | undefined) {
      stored = data && { data, version: {} };
    },
    ref: {
      async get() {
        const seen = stored;
        return { data: () => seen && { ...seen.data }, updateTime: seen?.version };
      },
      async create(data: Stored["data"]) {
        beforeWrite();
        if (stored) throw fail(6);
        stored = { data, version: {} };
      },
      async update(data: Partial<Stored["data"]>, precondition?: { lastUpdateTime?: unknown }) {
        beforeWrite();
        if (!stored) throw fail(5);
        if (precondition && precondition.lastUpdateTime !== stored.version) throw fail(9);
        stored = { data: { ...stored.data, ...data }, version: {} };
      },
    } as unknown as CountRef,
  };
  return doc;
}

const openWindow = (failures: number) => ({ failures, windowStart: Timestamp.fromMillis(NOW - 60_000) });

describe("counting an admin sign-in attempt", () => {
  it("opens a window with the first attempt and counts the next ones in it", async () => {
    const doc = attemptsDocument(undefined);
    expect(await countInWindow(doc.ref, MAX, WINDOW_MS, NOW)).toEqual({ attempts: 1, windowStart: NOW });
    expect(await countInWindow(doc.ref, MAX, WINDOW_MS, NOW + 1)).toEqual({ attempts: 2, windowStart: NOW });
    expect(doc.stored?.failures).toBe(2);
  });

  it("a success clearing the window meanwhile does not make a correct password the sixth failure", async () => {
    // Another request signs in correctly (clearFailures) between this attempt's read and its write.
    const doc = attemptsDocument(openWindow(4), (other) => other.write(undefined));
    const counted = await countInWindow(doc.ref, MAX, WINDOW_MS, NOW);
    expect(counted).toEqual({ attempts: 1, windowStart: NOW });
    expect(doc.stored?.failures).toBe(1);
  });

  it("two attempts racing on one count each get their own number", async () => {
    const doc = attemptsDocument(openWindow(2), (other) => other.write(openWindow(3)));
    const counted = await countInWindow(doc.ref, MAX, WINDOW_MS, NOW);
    expect(counted.attempts).toBe(4);
    expect(doc.stored?.failures).toBe(4);
  });

  it("refuses without writing once the window is full, and starts afresh when it has passed", async () => {
    const full = attemptsDocument(openWindow(MAX));
    expect((await countInWindow(full.ref, MAX, WINDOW_MS, NOW)).attempts).toBe(MAX + 1);
    expect(full.stored?.failures).toBe(MAX);

    const old = attemptsDocument({ failures: MAX, windowStart: Timestamp.fromMillis(NOW - WINDOW_MS) });
    expect(await countInWindow(old.ref, MAX, WINDOW_MS, NOW)).toEqual({ attempts: 1, windowStart: NOW });
  });

  it("marks every window with its end, for the TTL policy that deletes it", async () => {
    const doc = attemptsDocument(undefined);
    await countInWindow(doc.ref, MAX, WINDOW_MS, NOW);
    expect(doc.stored?.expireAt?.toMillis()).toBe(NOW + WINDOW_MS);
    const old = attemptsDocument({
      failures: 2,
      windowStart: Timestamp.fromMillis(NOW - WINDOW_MS),
      expireAt: Timestamp.fromMillis(NOW),
    });
    await countInWindow(old.ref, MAX, WINDOW_MS, NOW + 5);
    expect(old.stored?.expireAt?.toMillis()).toBe(NOW + 5 + WINDOW_MS);
  });
});
