import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, NEWEST_FIRST, type OrderKey } from "./cursor";

describe("page cursors", () => {
  const newestThenPrice: OrderKey[] = [...NEWEST_FIRST, { field: "newPrice", direction: "desc", kind: "number" }];
  const byTitle: OrderKey[] = [{ field: "titleSort", direction: "asc", kind: "text" }];
  const cheapestFirst: OrderKey[] = [{ field: "newPrice", direction: "asc", kind: "number" }];

  it("name a place in a page's order and come back as they were given", () => {
    const at = Timestamp.fromMillis(1_700_000_000_123);
    const cursor = encodeCursor(newestThenPrice, [at, 19.99], "book-1");
    expect(decodeCursor(cursor, newestThenPrice)).toEqual([[at, 19.99], "book-1"]);
  });

  it.each([
    ["not base64 JSON", Buffer.from("1:abc").toString("base64url")],
    ["another order's cursor", encodeCursor(byTitle, ["a title"], "book-1")],
    ["a reserved id", encodeCursor(newestThenPrice, [1, 2], "__x__")],
    ["a path as id", encodeCursor(newestThenPrice, [1, 2], "books/x")],
    ["a time past Firestore's last", encodeCursor(newestThenPrice, [9e15, 2], "book-1")],
    ["a price that is not a number", encodeCursor(newestThenPrice, [1, "2"], "book-1")],
  ])("refuse %s with 400", (_label, cursor) => {
    expect(() => decodeCursor(cursor, newestThenPrice)).toThrow(expect.objectContaining({ status: 400 }));
  });

  it("refuse a cursor of another order whose values would pass for this one's, naming the problem", () => {
    // The cheapest-first cursor's price (5) is also a valid time: once accepted, it answered an empty page.
    const cursor = encodeCursor(cheapestFirst, [5], "book-1");
    expect(() => decodeCursor(cursor, NEWEST_FIRST)).toThrow(
      expect.objectContaining({ status: 400, message: "The cursor belongs to another sort order" }),
    );
  });
});
