import { describe, expect, it } from "vitest";
import { afterReturning, afterTaking, copiesOnShelf, shortOf } from "./stock";

describe("stock arithmetic", () => {
  it("counts a book stored without a stock, or with a broken one, as having none", () => {
    expect([undefined, -2, 1.5, Number.NaN, 0, 4].map(copiesOnShelf)).toEqual([0, 0, 0, 0, 0, 4]);
  });

  it("takes copies down to zero and never below", () => {
    expect(afterTaking(3, 1)).toBe(2);
    expect(afterTaking(1, 1)).toBe(0);
    expect(() => afterTaking(0, 1)).toThrow(RangeError);
    expect(() => afterTaking(undefined, 1)).toThrow(RangeError);
    expect(() => afterTaking(5, -1)).toThrow(RangeError);
    expect(() => afterTaking(5, 0.5)).toThrow(RangeError);
  });

  it("puts copies back, also on a book that had none recorded", () => {
    expect(afterReturning(0, 1)).toBe(1);
    expect(afterReturning(undefined, 2)).toBe(2);
    expect(() => afterReturning(3, -1)).toThrow(RangeError);
  });

  it("finds the books an order cannot have", () => {
    const books = [{ id: "a", stock: 1 }, { id: "b", stock: 0 }, { id: "c" }, { id: "d", stock: 2 }];
    expect(shortOf(books).map((book) => book.id)).toEqual(["b", "c"]);
    expect(shortOf(books, 2).map((book) => book.id)).toEqual(["a", "b", "c"]);
  });
});
