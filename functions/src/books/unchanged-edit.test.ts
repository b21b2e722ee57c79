import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { BookDocument } from "./book-document";
import { changesNothing } from "./unchanged-edit";

const stored = {
  title: "Kept",
  author: "A. Writer",
  stock: 4,
  inStock: true,
  contributors: ["B. Translator"],
  createdAt: Timestamp.now(),
} as unknown as BookDocument;

describe("changesNothing", () => {
  it("holds for the stored values, a stock-derived field and an empty detail never set", () => {
    expect(
      changesNothing(stored, {
        title: "Kept",
        stock: 4,
        inStock: true,
        lowStock: false,
        contributors: ["B. Translator"],
        publisher: null,
      }),
    ).toBe(true);
  });

  it.each([{ title: "Changed" }, { stock: 3 }, { contributors: ["C. Other"] }, { publisher: "New Press" }])(
    "fails for %o",
    (change) => expect(changesNothing(stored, change)).toBe(false),
  );
});
