import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { countInWindow } from "../lib/window-count.repository";

export const SIGNUP_BUDGETS = "newsletterSignupBudgets";

/** Sign-ups counted per client address in fixed windows; a TTL policy on `expireAt` deletes past windows. */
export function createSignupBudgetRepository(firestore: Firestore) {
  return {
    /** Counts one sign-up from `address`: the window's count with it, and when the window opened. */
    count(address: string, max: number, windowMs: number, now: number) {
      // Keyed by a hash, so no address is stored in clear.
      const ref = firestore.collection(SIGNUP_BUDGETS).doc(createHash("sha256").update(address).digest("hex"));
      return countInWindow(ref, max, windowMs, now);
    },
  };
}
export type SignupBudgetRepository = ReturnType<typeof createSignupBudgetRepository>;
