import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, canMoveOrder, isOpenOrder, isSale, nextOrderStatuses } from "./order-status";

describe("the order lifecycle", () => {
  it("lets the admin ship, deliver and cancel (also at the door), and the shopper only cancel a placed order", () => {
    expect(nextOrderStatuses("placed", "admin")).toEqual(["shipped", "cancelled"]);
    expect(nextOrderStatuses("shipped", "admin")).toEqual(["delivered", "cancelled"]);
    expect(nextOrderStatuses("placed", "customer")).toEqual(["cancelled"]);
    expect(nextOrderStatuses("shipped", "customer")).toEqual([]);
  });

  it("ends at delivered and cancelled, and never moves backwards, skips shipping or stays in place", () => {
    for (const actor of ["admin", "customer"] as const) {
      for (const status of ORDER_STATUSES) {
        expect(canMoveOrder("delivered", status, actor)).toBe(false);
        expect(canMoveOrder("cancelled", status, actor)).toBe(false);
        expect(canMoveOrder(status, status, actor)).toBe(false);
        expect(canMoveOrder(status, "placed", actor)).toBe(false);
      }
    }
    expect(canMoveOrder("placed", "delivered", "admin")).toBe(false);
  });

  it("counts placed and shipped orders as open, and every order but a cancelled one as a sale", () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual(["placed", "shipped"]);
    expect(ORDER_STATUSES.filter(isSale)).toEqual(["placed", "shipped", "delivered"]);
  });
});
