import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { writeAsRead, type Writes } from "../lib/firestore";
import { addToHoldings, holderKind, limitPassed, type Holdings } from "./shopper-holdings";

export const SHOPPER_HOLDINGS = "shopperHoldings";

export function createShopperHoldingsRepository(firestore: Firestore) {
  const holdingsRef = (holder: string) => firestore.collection(SHOPPER_HOLDINGS).doc(holder);

  /**
   * Queues what an order leaving `placed` frees, as blind decrements: a shopper's parallel cancellations then never
   * wait on each other here. Counts may end at zero (or below, for orders placed before holdings were kept) rather
   * than deleted: the next order of the holder rewrites the document from what it reads (addToHoldings).
   */
  function releaseHoldings(writes: Writes, holders: readonly string[], bookIds: readonly string[]) {
    const copies = Object.fromEntries(bookIds.map((id) => [id, FieldValue.increment(-1)]));
    for (const holder of holders) {
      writes.set(holdingsRef(holder), { placedOrders: FieldValue.increment(-1), copies }, { merge: true });
    }
  }

  /**
   * Reads the holdings of every holder of an order with `read` (a transaction's get, or a plain one); `write`
   * queues each change on condition that its document is as read, so two orders of one account, one email or one
   * address can never both count from the same value: the one that commits second is retried against the first
   * one's holdings, and refused if past a limit.
   */
  async function readHoldings(holders: readonly string[], read: (ref: DocumentReference) => Promise<DocumentSnapshot>) {
    const snapshots = await Promise.all(holders.map((holder) => read(holdingsRef(holder))));
    const held = snapshots.map((snapshot, index) => ({
      snapshot,
      kind: holderKind(holders[index]!),
      current: snapshot.exists ? (snapshot.data() as Holdings) : undefined,
    }));
    return {
      limitPassed: (bookIds: readonly string[]) => {
        for (const { current, kind } of held) {
          const passed = limitPassed(current, bookIds, kind);
          if (passed) return passed;
        }
        return undefined;
      },
      write: (writes: Writes, bookIds: readonly string[], sign: 1 | -1) => {
        for (const { snapshot, current } of held) writeAsRead(writes, snapshot, addToHoldings(current, bookIds, sign));
      },
    };
  }

  return { readHoldings, releaseHoldings };
}
export type ShopperHoldingsRepository = ReturnType<typeof createShopperHoldingsRepository>;
