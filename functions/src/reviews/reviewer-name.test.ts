import { describe, expect, it } from "vitest";
import { ANONYMOUS_REVIEWER, reviewerName } from "./reviewer-name";

describe("the name a review is shown under", () => {
  it("is the first name and the last name's initial", () => {
    expect(reviewerName("Ada Lovelace")).toBe("Ada L.");
    expect(reviewerName("  Ada   King  Lovelace ")).toBe("Ada L.");
    expect(reviewerName("Émile zola")).toBe("Émile Z.");
    expect(reviewerName("Ana 𝒵eta")).toBe("Ana 𝒵.");
  });

  it("is the one name a shopper gave", () => {
    expect(reviewerName("Prince")).toBe("Prince");
  });

  it("never shows an email, whatever the shopper typed as their name", () => {
    expect(reviewerName("ada@example.com")).toBe(ANONYMOUS_REVIEWER);
    expect(reviewerName("Ada ada@example.com")).toBe("Ada");
    expect(reviewerName(undefined)).toBe(ANONYMOUS_REVIEWER);
    expect(reviewerName("   ")).toBe(ANONYMOUS_REVIEWER);
  });
});
