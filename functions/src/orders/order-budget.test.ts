import { describe, expect, it } from "vitest";
import { ORDER_BUDGET_WINDOW_MS, ORDER_BUDGETS, spendOrderBudget } from "./order-budget";

const NOW = 1_000_000_000;

describe("an identity's budget of order placements and cancellations", () => {
  it.each(Object.entries(ORDER_BUDGETS))("lets a %s's %i go in a rolling hour, then says when", (kind, max) => {
    let at: number[] = [];
    for (let i = 0; i < max; i++) {
      const spent = spendOrderBudget(at, kind as keyof typeof ORDER_BUDGETS, NOW + i * 1000);
      if (!spent.allowed) throw new Error(`refused after ${i}`);
      at = spent.at;
    }
    const refused = spendOrderBudget(at, kind as keyof typeof ORDER_BUDGETS, NOW + max * 1000);
    expect(refused).toEqual({ allowed: false, retryAt: NOW + ORDER_BUDGET_WINDOW_MS });
    // Rolling: an hour after the first, one more may go; the rest of the hour's still count.
    const later = spendOrderBudget(at, kind as keyof typeof ORDER_BUDGETS, NOW + ORDER_BUDGET_WINDOW_MS);
    expect(later.allowed).toBe(true);
  });
});
