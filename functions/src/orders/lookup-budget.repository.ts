import type { Firestore } from "firebase-admin/firestore";
import { createAddressBudgetRepository } from "../lib/window-count.repository";

/** Order lookups counted per client address (GET /api/orders/lookup). */
export const LOOKUP_BUDGETS = "orderLookupBudgets";

/** Order lookups counted per client address in fixed windows. */
export const createLookupBudgetRepository = (firestore: Firestore) =>
  createAddressBudgetRepository(firestore, LOOKUP_BUDGETS);
export type LookupBudgetRepository = ReturnType<typeof createLookupBudgetRepository>;
