import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOK_SORTS } from "@bookstore/schema";
import type { Direction } from "../lib/cursor";
import { directionOf, ordersFor, planQuery, type EqualityField, type QueryPlan } from "./book-query";

type QueryShape = Pick<QueryPlan, "equalities" | "searchesWords" | "pricedBetween" | "sort">;

const EQUALITY_ORDER: EqualityField[] = ["category", "authorSlug", "inStock"];

interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}

/** The composite index a shape needs, or undefined when Firestore's automatic single-field indexes serve it. */
function indexFor(shape: QueryShape): IndexField[] | undefined {
  const orders = ordersFor(shape.sort, shape.pricedBetween);
  if (shape.equalities.length === 0 && !shape.searchesWords && orders.length === 1) return undefined;
  const order = (direction: Direction) => (direction === "asc" ? "ASCENDING" : "DESCENDING");
  const fields: IndexField[] = EQUALITY_ORDER.filter((field) => shape.equalities.includes(field)).map((fieldPath) => ({
    fieldPath,
    order: "ASCENDING",
  }));
  if (shape.searchesWords) fields.push({ fieldPath: "searchTokens", arrayConfig: "CONTAINS" });
  for (const { field, direction } of orders) fields.push({ fieldPath: field, order: order(direction) });
  // The document id ends every index in ascending order; a descending one is declared.
  if (directionOf(orders) === "desc") fields.push({ fieldPath: "__name__", order: "DESCENDING" });
  return fields;
}

/** Every shape the API can ask for: an author's books are never searched or narrowed to a category. */
function allShapes(): QueryShape[] {
  const shapes: QueryShape[] = [];
  const filterSets: [EqualityField[], boolean][] = [];
  for (const first of [[], ["category"], ["authorSlug"]] as EqualityField[][]) {
    for (const inStock of [false, true]) {
      const equalities: EqualityField[] = inStock ? [...first, "inStock"] : first;
      filterSets.push([equalities, false]);
      if (!first.includes("authorSlug")) filterSets.push([equalities, true]);
    }
  }
  for (const [equalities, searchesWords] of filterSets) {
    for (const sort of BOOK_SORTS) {
      for (const pricedBetween of [false, true]) shapes.push({ equalities, searchesWords, pricedBetween, sort });
    }
  }
  return shapes;
}

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

  it("orders by rating with the highest average first, ties by how many reviews", () => {
    expect(ordersFor("rating", false)).toEqual([
      { field: "ratingAverage", direction: "desc", kind: "number" },
      { field: "ratingCount", direction: "desc", kind: "number" },
    ]);
  });

  it("orders the best selling by copies sold, the newest first among equals", () => {
    expect(ordersFor("bestselling", false)).toEqual([
      { field: "soldCount", direction: "desc", kind: "number" },
      { field: "createdAt", direction: "desc", kind: "time" },
    ]);
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
