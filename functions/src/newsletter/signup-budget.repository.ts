import type { Firestore } from "firebase-admin/firestore";
import { createAddressBudget } from "../lib/window-count.repository";

export const SIGNUP_BUDGETS = "newsletterSignupBudgets";

/** Sign-ups counted per client address in fixed windows. */
export const createSignupBudgetRepository = (firestore: Firestore) => createAddressBudget(firestore, SIGNUP_BUDGETS);
export type SignupBudgetRepository = ReturnType<typeof createSignupBudgetRepository>;
