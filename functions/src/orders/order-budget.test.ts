import { describe, expect, it, vi } from "vitest";
import { cancelWithinBudget, ORDER_BUDGET_WINDOW_MS, ORDER_BUDGETS, spendOrderBudget } from "./order-budget";

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

describe("a cancellation within the budget", () => {
  const budget = (exhausted: boolean) => ({
    exhausted: vi.fn(async () => (exhausted ? { refused: { retryAt: NOW + 60_000 } } : {})),
    spend: vi.fn(async () => ({})),
  });

  it("cancels, then spends from the budget", async () => {
    const spent = budget(false);
    const cancel = vi.fn(async () => "cancelled");
    const cancellable = vi.fn(async () => true);
    expect(await cancelWithinBudget(spent, ["account:u1"], { cancel, cancellable }, NOW)).toBe("cancelled");
    expect(spent.spend).toHaveBeenCalledWith(["account:u1"], NOW);
    expect(cancellable).not.toHaveBeenCalled();
  });

  it("past the budget refuses a cancellation that would happen with 429, cancelling nothing", async () => {
    const cancel = vi.fn(async () => "cancelled");
    const refused = cancelWithinBudget(budget(true), ["account:u1"], { cancel, cancellable: async () => true }, NOW);
    await expect(refused).rejects.toMatchObject({ status: 429, code: "too-many-orders" });
    expect(cancel).not.toHaveBeenCalled();
  });

  it("past the budget lets a click on an order no longer cancellable learn why", async () => {
    const cancel = vi.fn(async () => "illegal");
    const answer = cancelWithinBudget(budget(true), ["account:u1"], { cancel, cancellable: async () => false }, NOW);
    expect(await answer).toBe("illegal");
  });
});
