import { tooMany } from "../lib/http-error";
import type { HolderKind } from "./shopper-holdings";

// What one identity may make the shop do to orders in an hour: placing and cancelling both mail the order's
// address, so a loop of them from one account, for one e-mail or (a guest's) from one client address is bounded
// over a rolling hour, whatever becomes of each order. Counted per holder (shopper-holdings.ts names them).

export const ORDER_BUDGET_WINDOW_MS = 60 * 60 * 1000;

/**
 * Orders placed and cancelled per rolling hour: an account and an e-mail far above what a shopper does (an open
 * order limit of 10, each maybe cancelled); a client address higher, as one office or household network holds
 * many shoppers.
 */
export const ORDER_BUDGETS: Record<HolderKind, number> = { account: 30, email: 30, address: 100 };

/** One more placement or cancellation by a holder whose last hour's went at `at` (ms). */
export function spendOrderBudget(
  at: readonly number[],
  kind: HolderKind,
  now: number,
): { allowed: true; at: number[] } | { allowed: false; retryAt: number } {
  const recent = at.filter((time) => now - time < ORDER_BUDGET_WINDOW_MS).sort((a, b) => a - b);
  const max = ORDER_BUDGETS[kind];
  if (recent.length >= max) return { allowed: false, retryAt: recent[recent.length - max]! + ORDER_BUDGET_WINDOW_MS };
  return { allowed: true, at: [...recent, now] };
}

type BudgetAnswer = Promise<{ refused?: { retryAt: number } }>;
export interface OrderBudget {
  spend(holders: readonly string[], now: number): BudgetAnswer;
  exhausted(holders: readonly string[], now: number): BudgetAnswer;
}

function refuse(refused: { retryAt: number } | undefined, now: number) {
  if (!refused) return;
  const window = { start: refused.retryAt, ms: 0 };
  throw tooMany("too-many-orders", "Too many orders placed or cancelled. Try again later.", window, now);
}

/** Spends one action of each holder's budget: 429 too-many-orders, with Retry-After, when one is spent. */
export async function spendOrderAction(
  budget: Pick<OrderBudget, "spend"> | undefined,
  holders: readonly string[],
  now = Date.now(),
): Promise<void> {
  refuse((await budget?.spend(holders, now))?.refused, now);
}

/**
 * A cancellation spends from the budget only once it happened: the repeated clicks of an impatient shopper on
 * an order already cancelled send nothing, so they learn it is cancelled rather than that they are throttled.
 */
export async function cancelWithinBudget<T>(
  budget: OrderBudget | undefined,
  holders: readonly string[],
  { cancel, cancellable }: { cancel: () => Promise<T>; cancellable: () => Promise<boolean> },
  now = Date.now(),
): Promise<T> {
  const refused = (await budget?.exhausted(holders, now))?.refused;
  // Past the budget, only a cancellation that would happen is refused; the others learn why they cannot.
  if (refused && (await cancellable())) refuse(refused, now);
  const cancelled = await cancel();
  await budget?.spend(holders, now);
  return cancelled;
}
