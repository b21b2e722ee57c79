import { SHOPPER_LIMITS } from "@bookstore/schema";
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { writeAsRead, type Writes } from "../lib/firestore";

export const SHOPPER_HOLDINGS = "shopperHoldings";

/** `shopperHoldings/<uid>`: what a shopper's `placed` orders hold, for SHOPPER_LIMITS. Deleted when empty. */
export interface Holdings {
  placedOrders: number;
  /** Copies per book id (an order holds a book at most once). */
  copies: Record<string, number>;
}

/** Which of SHOPPER_LIMITS an order of `bookIds` would pass: the open orders first, then the titles. */
export type HoldingsLimit = { limit: "placed-orders" } | { limit: "copies-per-title"; bookIds: string[] };

export function limitPassed(current: Holdings | undefined, bookIds: readonly string[]): HoldingsLimit | undefined {
  if ((current?.placedOrders ?? 0) >= SHOPPER_LIMITS.placedOrders) return { limit: "placed-orders" };
  const full = bookIds.filter((id) => (current?.copies[id] ?? 0) >= SHOPPER_LIMITS.copiesPerTitle);
  return full.length ? { limit: "copies-per-title", bookIds: full } : undefined;
}

/**
 * The holdings after an order of `bookIds` is placed (`sign` 1) or leaves `placed` (-1); undefined when nothing is
 * held. Never below zero: orders placed before holdings were kept are not in them, and the blind decrements of
 * releaseHoldings may have taken a count below zero, which counts as zero.
 */
export function addToHoldings(current: Holdings | undefined, bookIds: readonly string[], sign: 1 | -1) {
  const copies: Record<string, number> = {};
  for (const [id, count] of Object.entries(current?.copies ?? {})) if (count > 0) copies[id] = count;
  for (const id of bookIds) {
    const left = Math.max(0, (copies[id] ?? 0) + sign);
    if (left) copies[id] = left;
    else delete copies[id];
  }
  const placedOrders = Math.max(0, Math.max(0, current?.placedOrders ?? 0) + sign);
  return placedOrders || Object.keys(copies).length ? { placedOrders, copies } : undefined;
}

export function createShopperHoldingsRepository(firestore: Firestore) {
  const holdingsRef = (uid: string) => firestore.collection(SHOPPER_HOLDINGS).doc(uid);

  /**
   * Queues what an order leaving `placed` frees, as blind decrements: a shopper's parallel cancellations then never
   * wait on each other here. Counts may end at zero (or below, for orders placed before holdings were kept) rather
   * than deleted: the next order of the shopper rewrites the document from what it reads (addToHoldings).
   */
  function releaseHoldings(writes: Writes, uid: string, bookIds: readonly string[]) {
    const copies = Object.fromEntries(bookIds.map((id) => [id, FieldValue.increment(-1)]));
    writes.set(holdingsRef(uid), { placedOrders: FieldValue.increment(-1), copies }, { merge: true });
  }

  /**
   * Reads a shopper's holdings with `read` (a transaction's get, or a plain one); `write` queues the change on
   * condition that the document is as read, so two orders of one shopper can never both count from the same value:
   * the one that commits second is retried against the first one's holdings, and refused if past a limit.
   */
  async function readHoldings(uid: string, read: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
    const snapshot = await read(holdingsRef(uid));
    const current = snapshot.exists ? (snapshot.data() as Holdings) : undefined;
    return {
      limitPassed: (bookIds: readonly string[]) => limitPassed(current, bookIds),
      write: (writes: Writes, bookIds: readonly string[], sign: 1 | -1) =>
        writeAsRead(writes, snapshot, addToHoldings(current, bookIds, sign)),
    };
  }

  return { readHoldings, releaseHoldings };
}
export type ShopperHoldingsRepository = ReturnType<typeof createShopperHoldingsRepository>;
