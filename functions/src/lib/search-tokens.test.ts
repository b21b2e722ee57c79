import { describe, expect, it } from "vitest";
import { words } from "@bookstore/schema/words";
import { queryTerms, searchTokens } from "./search-tokens";

describe("search tokens", () => {
  it("splits into lowercase words without accents", () => {
    expect(words("Letters from Île Verte — Céline's")).toEqual(["letters", "from", "ile", "verte", "celine", "s"]);
  });

  it("indexes every prefix of the title, author and category words", () => {
    const tokens = searchTokens({ title: "Deep Sea", author: "Ana", category: "adventure" });
    for (const token of ["d", "de", "dee", "deep", "s", "sea", "a", "an", "ana", "adv", "adventure"]) {
      expect(tokens).toContain(token);
    }
    expect(tokens).not.toContain("eep");
  });

  it("caps prefixes at 20 characters, and queries the same way", () => {
    const long = "a".repeat(30);
    expect(Math.max(...searchTokens({ title: long, category: "fiction" }).map((t) => t.length))).toBe(20);
    expect(queryTerms(long)).toEqual(["a".repeat(20)]);
  });
});
