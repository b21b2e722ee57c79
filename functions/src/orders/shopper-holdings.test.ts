import { SHOPPER_LIMITS } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import {
  accountHolder,
  addressHolder,
  addToHoldings,
  emailHolder,
  holderKind,
  holdersOf,
  limitPassed,
} from "./shopper-holdings";

describe("a shopper's holdings", () => {
  it("count placed orders and copies per title, and are gone when nothing is held", () => {
    const one = addToHoldings(undefined, ["a", "b"], 1);
    expect(one).toEqual({ placedOrders: 1, copies: { a: 1, b: 1 } });
    const two = addToHoldings(one, ["a"], 1);
    expect(two).toEqual({ placedOrders: 2, copies: { a: 2, b: 1 } });
    expect(addToHoldings(addToHoldings(two, ["a"], -1), ["a", "b"], -1)).toBeUndefined();
  });

  it("never go below zero for orders placed before they were kept", () => {
    expect(addToHoldings(undefined, ["a"], -1)).toBeUndefined();
    expect(addToHoldings({ placedOrders: 1, copies: { b: 1 } }, ["a"], -1)).toEqual({
      placedOrders: 0,
      copies: { b: 1 },
    });
  });

  it("count what blind decrements left at or below zero as nothing held", () => {
    expect(addToHoldings({ placedOrders: -1, copies: { a: -1, b: 0 } }, ["a"], 1)).toEqual({
      placedOrders: 1,
      copies: { a: 1 },
    });
    expect(addToHoldings({ placedOrders: 0, copies: { a: 0 } }, ["a"], -1)).toBeUndefined();
  });

  it("name the limit an order would pass: placed orders first, then the full titles", () => {
    const full = { placedOrders: SHOPPER_LIMITS.placedOrders, copies: {} };
    expect(limitPassed(full, ["a"])).toEqual({ limit: "placed-orders" });
    const titles = { placedOrders: 5, copies: { a: SHOPPER_LIMITS.copiesPerTitle, b: 4 } };
    expect(limitPassed(titles, ["a", "b", "c"])).toEqual({
      limit: "copies-per-title",
      bookIds: ["a"],
      holder: "account",
    });
    expect(limitPassed(titles, ["b", "c"])).toBeUndefined();
    expect(limitPassed(undefined, ["a"])).toBeUndefined();
  });
});

describe("an email's and an address's holdings", () => {
  it("count copies per title but not open orders: many guests share one address", () => {
    const busy = { placedOrders: SHOPPER_LIMITS.placedOrders + 5, copies: { a: SHOPPER_LIMITS.copiesPerTitle } };
    expect(limitPassed(busy, ["b"], "address")).toBeUndefined();
    expect(limitPassed(busy, ["a", "b"], "email")).toEqual({
      limit: "copies-per-title",
      bookIds: ["a"],
      holder: "email",
    });
  });

  it("are named apart from accounts, an email case-folded, neither one readable in the name", () => {
    expect(emailHolder("Ada@Example.com")).toBe(emailHolder("ada@example.com"));
    expect(emailHolder("ada@example.com")).not.toContain("ada");
    expect(addressHolder("203.0.113.7")).not.toContain("203.0");
    expect([accountHolder("u1"), emailHolder("a@b.c"), addressHolder("203.0.113.7")].map(holderKind)).toEqual([
      "account",
      "email",
      "address",
    ]);
  });

  it("are those an order was placed with, or its account alone for an order placed before they were kept", () => {
    expect(holdersOf({ uid: "u1" })).toEqual(["u1"]);
    expect(holdersOf({ uid: "u1", holders: ["u1", "email:x"] })).toEqual(["u1", "email:x"]);
  });

  it("leave a deleted account's order to its email and address, its account's holdings being gone", () => {
    expect(holdersOf({ holders: ["u1", "email:x", "address:y"] })).toEqual(["email:x", "address:y"]);
    expect(holdersOf({})).toEqual([]);
  });
});
