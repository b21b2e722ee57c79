import { describe, expect, it } from "vitest";
import { computeCharges, divideRounded, shareByLargestRemainder, type ChargeInput } from "./charges";

const zone = {
  id: "home",
  taxRate: 0.2,
  methods: [
    { id: "standard", name: "Standard", priceCents: 399, freeOverCents: 5000 },
    { id: "express", name: "Express", priceCents: 999, freeOverCents: null },
  ],
};
const lines = [
  { bookId: "a", title: "A", unitPriceCents: 1999 },
  { bookId: "b", title: "B", unitPriceCents: 1000 },
  { bookId: "c", title: "C", unitPriceCents: 1 },
];
const charge = (input: Partial<ChargeInput>) => {
  const result = computeCharges({ lines, zone, pricesIncludeTax: true, ...input });
  if (result.kind !== "charged") throw new Error(result.kind);
  return result;
};

describe("the charges of an order, in cents", () => {
  it("rounds half up, exactly", () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(0, 7)).toBe(0);
    expect(divideRounded(2_999_999_999_999, 1_000_000)).toBe(3_000_000);
  });

  it("shares an amount by largest remainder so the shares add up to it", () => {
    expect(shareByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByLargestRemainder(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(shareByLargestRemainder(5, [0, 0])).toEqual([0, 0]);
    for (const amount of [1, 7, 99, 1234]) {
      const shares = shareByLargestRemainder(amount, [1999, 1000, 1]);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });

  it("charges the books, the zone's first method and the tax inside the prices", () => {
    const { charges, totalCents, shares, methods } = charge({});
    expect(charges).toEqual({
      subtotalCents: 3000,
      discount: null,
      delivery: { method: "standard", name: "Standard", priceCents: 399 },
      // 3000 × 0.2 / 1.2 = 500
      tax: { rate: 0.2, amountCents: 500, included: true },
      zoneId: "home",
    });
    expect(totalCents).toBe(3399);
    expect(
      charge({ lines: [...lines, { bookId: "d", title: "D", unitPriceCents: 2000 }] }).charges.delivery.priceCents,
    ).toBe(0);
    expect(shares.map((s) => s.taxCents).reduce((a, b) => a + b)).toBe(500);
    expect(methods).toEqual([
      { id: "standard", name: "Standard", priceCents: 399 },
      { id: "express", name: "Express", priceCents: 999 },
    ]);
  });

  it("adds the tax when prices exclude it, and the method's price under its threshold", () => {
    const { charges, totalCents } = charge({ pricesIncludeTax: false, methodId: "express" });
    expect(charges.tax).toEqual({ rate: 0.2, amountCents: 600, included: false });
    expect(totalCents).toBe(3000 + 999 + 600);
  });

  it("takes a percentage off the books only, rounded, and charges delivery below the threshold after it", () => {
    const { charges, totalCents, shares } = charge({ discount: { code: "TENTH", kind: "percent", value: 12.5 } });
    expect(charges.discount).toEqual({ code: "TENTH", amountCents: 375 });
    // 2625 of books: under the 5000 threshold, so standard is charged.
    expect(charges.delivery.priceCents).toBe(399);
    expect(charges.tax.amountCents).toBe(divideRounded(2625 * 200_000, 1_200_000));
    expect(totalCents).toBe(2625 + 399);
    expect(shares.map((s) => s.discountCents).reduce((a, b) => a + b)).toBe(375);
    expect(shares.map((s) => s.taxCents).reduce((a, b) => a + b)).toBe(charges.tax.amountCents);
  });

  it("never takes more than the books cost, and a free-delivery code frees any method", () => {
    const big = charge({ discount: { code: "BIG", kind: "amount", value: 10_000 }, methodId: "express" });
    expect(big.charges.discount?.amountCents).toBe(3000);
    expect(big.charges.tax.amountCents).toBe(0);
    expect(big.totalCents).toBe(999);
    const free = charge({ discount: { code: "SHIP", kind: "free-delivery", value: 0 }, methodId: "express" });
    expect(free.charges.discount?.amountCents).toBe(0);
    expect(free.charges.delivery.priceCents).toBe(0);
    expect(free.methods.every((m) => m.priceCents === 0)).toBe(true);
  });

  it("refuses a method the zone does not have", () => {
    expect(computeCharges({ lines, zone, pricesIncludeTax: true, methodId: "drone" })).toEqual({
      kind: "unknown-method",
    });
  });
});
