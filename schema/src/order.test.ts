import { describe, expect, it } from "vitest";
import { orderInputSchema } from "./order";

const order = {
  name: "Ada",
  phone: "0123456789",
  address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
  productIds: ["b1"],
};

describe("the total an order is sent with", () => {
  it("is the amount the shopper was shown, as a number or a two-decimal string, or absent", () => {
    const read = (totalPrice: unknown) => orderInputSchema.parse({ ...order, totalPrice }).totalPrice;
    expect([29.49, "29.49", 0, "1200000.5", undefined].map(read)).toEqual([29.49, 29.49, 0, 1_200_000.5, undefined]);
  });

  it.each(["", "free", -1, 12.345, "1e3", "0x10", true, [1], { amount: 1 }, 10_000_000.01])(
    "refuses %j: a total that is not an amount is a client's mistake, not a request for today's prices",
    (totalPrice) => {
      const result = orderInputSchema.safeParse({ ...order, totalPrice });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["totalPrice"]);
    },
  );
});
