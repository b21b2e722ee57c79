import { readFileSync } from "node:fs";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  allShapes,
  decodeBookCursor,
  encodeBookCursor,
  indexFor,
  ordersFor,
  planQuery,
  type IndexField,
} from "./book-query";

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
      ["createdAt", "desc"],
      ["newPrice", "desc"],
    ]);
    expect(ordersFor("title", false)).toEqual([["titleSort", "asc"]]);
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

describe("catalog cursors", () => {
  const orders = ordersFor("newest", true);

  it("name a place in a page's order and come back as they were given", () => {
    const at = Timestamp.fromMillis(1_700_000_000_123);
    const cursor = encodeBookCursor(orders, [at, 19.99], "book-1");
    expect(decodeBookCursor(cursor, orders)).toEqual([[at, 19.99], "book-1"]);
  });

  it.each([
    ["not base64 JSON", Buffer.from("1:abc").toString("base64url")],
    ["another order's cursor", encodeBookCursor(ordersFor("title", false), ["a title"], "book-1")],
    ["a reserved id", encodeBookCursor(orders, [1, 2], "__x__")],
    ["a path as id", encodeBookCursor(orders, [1, 2], "books/x")],
    ["a time past Firestore's last", encodeBookCursor(orders, [9e15, 2], "book-1")],
    ["a price that is not a number", encodeBookCursor(orders, [1, "2"], "book-1")],
  ])("refuse %s with 400", (_label, cursor) => {
    expect(() => decodeBookCursor(cursor, orders)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("refuse a cursor of another sort whose values would pass for this one's, naming the problem", () => {
    // The cheapest-first cursor's price (5) is also a valid time: once accepted, it answered an empty page.
    const cursor = encodeBookCursor(ordersFor("price-asc", false), [5], "book-1");
    expect(() => decodeBookCursor(cursor, ordersFor("newest", false))).toThrow(
      expect.objectContaining({ status: 400, message: "The cursor belongs to another sort order" }),
    );
  });
});
