import { describe, expect, it } from "vitest";
import { fieldErrors } from "./error";
import { reviewInputSchema } from "./review";

const failingFields = (input: unknown) => {
  const parsed = reviewInputSchema.safeParse(input);
  return parsed.success ? [] : Object.keys(fieldErrors(parsed.error));
};

describe("a review as a shopper sends it", () => {
  it("takes whole stars from 1 to 5 and up to 2,000 characters, the words optional", () => {
    expect(reviewInputSchema.parse({ rating: 1 })).toEqual({ rating: 1, text: "" });
    expect(reviewInputSchema.parse({ rating: 5, text: "  Loved it.\nTwice.  " })).toEqual({
      rating: 5,
      text: "Loved it.\nTwice.",
    });
    expect(reviewInputSchema.parse({ rating: 3, text: "é".repeat(2000) }).text).toHaveLength(2000);
  });

  it.each([0, 6, 3.5, -1, "4", null, Number.NaN])("refuses the rating %j, naming it", (rating) => {
    expect(failingFields({ rating, text: "ok" })).toEqual(["rating"]);
  });

  it("refuses words over 2,000 characters, lone surrogates and control characters, naming the text", () => {
    expect(failingFields({ rating: 4, text: "x".repeat(2001) })).toEqual(["text"]);
    expect(failingFields({ rating: 4, text: "half \ud83d" })).toEqual(["text"]);
    expect(failingFields({ rating: 4, text: "bell \u0007" })).toEqual(["text"]);
  });

  it("refuses anything but the rating and the text", () => {
    expect(failingFields({ rating: 4, name: "Someone Else" })).toEqual(["_"]);
  });
});
