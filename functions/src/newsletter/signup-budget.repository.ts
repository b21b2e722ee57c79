import type { Firestore } from "firebase-admin/firestore";
import { createAddressBudgetRepository } from "../lib/window-count.repository";

export const SIGNUP_BUDGETS = "newsletterSignupBudgets";

/** Sign-ups counted per client address in fixed windows. */
export const createSignupBudgetRepository = (firestore: Firestore) =>
  createAddressBudgetRepository(firestore, SIGNUP_BUDGETS);
export type SignupBudgetRepository = ReturnType<typeof createSignupBudgetRepository>;
