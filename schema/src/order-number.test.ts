import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_ALPHABET, orderNumberFrom, parseOrderNumber } from "./order-number";

describe("order numbers", () => {
  it("reads a number typed in any case, with or without dashes, spaces or prefix", () => {
    for (const typed of ["BK-7Q4M-2XKD", "bk-7q4m-2xkd", "bk7q4m2xkd", "7Q4M2XKD", " 7q4m-2xkd ", "BK 7Q4M 2XKD"]) {
      expect(parseOrderNumber(typed)).toBe("BK-7Q4M-2XKD");
    }
  });

  it("refuses what cannot be a number: look-alike characters, wrong lengths, document ids", () => {
    for (const typed of ["BK-7Q4M-2XK0", "BK-7Q4M-2XKI", "BK-7Q4M", "BK-7Q4M-2XKD-2XKD", "aB3dE5gH7jK9mN1pQ3sT", ""]) {
      expect(parseOrderNumber(typed)).toBeUndefined();
    }
  });

  it("draws numbers of the alphabet only, which read back as themselves", () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01ILOUV]/);
    let i = 0;
    const number = orderNumberFrom((n) => i++ % n);
    expect(number).toBe("BK-2345-6789");
    expect(parseOrderNumber(number)).toBe(number);
  });
});
