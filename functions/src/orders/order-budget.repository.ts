import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { writeAsRead } from "../lib/firestore";
import { retryLostRaces } from "../lib/lost-races";
import { holderKind } from "./shopper-holdings";
import { ORDER_BUDGET_WINDOW_MS, spendOrderBudget } from "./order-budget";

/** `orderBudgets/<holder>`: when the holder's placements and cancellations of the last hour went. */
export const ORDER_BUDGETS_COLLECTION = "orderBudgets";

export function createOrderBudgetRepository(firestore: Firestore) {
  /** The first exhausted budget among the holders', read without spending anything. */
  async function exhausted(holders: readonly string[], now: number): Promise<{ refused?: { retryAt: number } }> {
    const snapshots = await firestore.getAll(
      ...holders.map((holder) => firestore.collection(ORDER_BUDGETS_COLLECTION).doc(holder)),
    );
    for (const [i, snapshot] of snapshots.entries()) {
      const at = ((snapshot.get("at") as Timestamp[] | undefined) ?? []).map((time) => time.toMillis());
      const spent = spendOrderBudget(at, holderKind(holders[i]!), now);
      if (!spent.allowed) return { refused: { retryAt: spent.retryAt } };
    }
    return {};
  }

  return {
    exhausted,
    /**
     * Spends one action of each holder's budget, all or none: the documents are read at once and written in one
     * batch on condition that they are unchanged, as orders are (a commit that lost a race reads again).
     * `refused` names when the first exhausted budget has room again.
     */
    spend(holders: readonly string[], now: number): Promise<{ refused?: { retryAt: number } }> {
      const refs = holders.map((holder) => firestore.collection(ORDER_BUDGETS_COLLECTION).doc(holder));
      return retryLostRaces(
        async () => {
          const snapshots = await firestore.getAll(...refs);
          const spent = snapshots.map((snapshot, i) =>
            spendOrderBudget(
              ((snapshot.get("at") as Timestamp[] | undefined) ?? []).map((at) => at.toMillis()),
              holderKind(holders[i]!),
              now,
            ),
          );
          const refused = spent.find((each) => !each.allowed);
          if (refused && !refused.allowed) return { refused: { retryAt: refused.retryAt } };
          const batch = firestore.batch();
          spent.forEach((each, i) => {
            if (!each.allowed) return;
            writeAsRead(batch, snapshots[i]!, {
              at: each.at.map((at) => Timestamp.fromMillis(at)),
              expireAt: Timestamp.fromMillis(now + ORDER_BUDGET_WINDOW_MS),
            });
          });
          await batch.commit();
          return {};
        },
        { forMs: 8_000 },
      );
    },
  };
}
export type OrderBudgetRepository = ReturnType<typeof createOrderBudgetRepository>;
