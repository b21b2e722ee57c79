import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allShapes, indexFor, ordersFor, planQuery, type IndexField } from "./book-query";

interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const declared = (
  JSON.parse(readFileSync(new URL("../../../firestore.indexes.json", import.meta.url), "utf8")) as {
    indexes: DeclaredIndex[];
  }
).indexes.filter((index) => index.collectionGroup === "books");

const needed = [
  ...new Map(
    allShapes()
      .map(indexFor)
      .filter((fields) => fields !== undefined)
      .map((fields) => [JSON.stringify(fields), fields]),
  ).values(),
];

describe("the catalog's composite indexes", () => {
  it("declares exactly the indexes that the catalog's queries need, no more", () => {
    const asDeclared = needed.map((fields) => ({ collectionGroup: "books", queryScope: "COLLECTION", fields }));
    // On failure: paste the expected list over the books entries of firestore.indexes.json.
    expect(declared).toEqual(asDeclared);
  });

  it("needs no composite index for the plain newest-first catalog or a single-field sort", () => {
    expect(indexFor({ equalities: [], searchesWords: false, pricedBetween: false, sort: "newest" })).toBeUndefined();
    expect(indexFor({ equalities: [], searchesWords: false, pricedBetween: true, sort: "price-asc" })).toBeUndefined();
  });

  it("orders a price range by price after the asked order, as Firestore orders every range field", () => {
    expect(ordersFor("newest", true)).toEqual([
      { field: "createdAt", direction: "desc", kind: "time" },
      { field: "newPrice", direction: "desc", kind: "number" },
    ]);
    expect(ordersFor("title", false)).toEqual([{ field: "titleSort", direction: "asc", kind: "text" }]);
  });
});

describe("planning a catalog query", () => {
  it("looks an ISBN up, typed with hyphens or as an ISBN-10, instead of searching words", () => {
    expect(planQuery({ q: "978-0-306-40615-7" })).toEqual({ kind: "isbn", isbn: "9780306406157" });
    expect(planQuery({ q: "0306406152" })).toEqual({ kind: "isbn", isbn: "9780306406157" });
    expect(planQuery({ q: "1984" })).toMatchObject({ kind: "query", plan: { word: "1984" } });
  });

  it("matches the longest word in Firestore and checks the others on what it reads", () => {
    const request = planQuery({ q: "the Dragon's egg", category: "fiction", inStock: "true", sort: "title" });
    expect(request).toMatchObject({
      kind: "query",
      plan: { word: "dragon", otherWords: ["the", "egg", "s"], equal: { category: "fiction", inStock: true } },
    });
  });

  it("finds nothing for a search of only punctuation", () => {
    expect(planQuery({ q: "—!" })).toEqual({ kind: "none" });
  });
});
