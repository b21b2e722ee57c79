import type { Book } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../support/api-errors";
import { createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { recordFigures } from "../support/figures";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { orderBody, postOrder, toCents } from "../support/orders";

let books: Book[];
let shopper: Shopper;
let requests = 0;
beforeAll(async () => {
  books = await createStockedBooks(10, { label: "Prices" });
  shopper = await createShopper("prices");
});
afterAll(() => recordFigures("order-prices", { requests }));

/** An id of the table with "{book}" standing for a book of this file's own. */
const ownBook = (id: string) => id.replace("{book}", books[0]!._id);

const storedOrders = async () =>
  (await getFirestore().collection("orders").where("email", "==", shopper.email).get()).docs;

describe("order totals are the server's, from current prices, in cents", () => {
  const picked = () => [books[0]!, books[5]!, books[9]!];
  const pickedCents = () => picked().reduce((sum, b) => sum + toCents(b.newPrice), 0);

  it.each([
    ["a lower total", "0.01"],
    ["zero", 0],
    ["a total one cent too high", "next cent"],
    ["the largest total an order can have", "10000000.00"],
  ])(
    "refuses %s with 409 price-changed, naming every book's current price, and stores nothing",
    async (_label, sent) => {
      const totalPrice = sent === "next cent" ? (pickedCents() + 1) / 100 : sent;
      const before = (await storedOrders()).length;
      const res = await postOrder(
        shopper,
        orderBody(
          shopper,
          picked().map((b) => b._id),
          { totalPrice },
        ),
      );
      requests += 1;
      expectApiError(res, 409);
      expect(res.body.error.code).toBe("price-changed");
      expect(res.body.error.message).toContain(`$${(pickedCents() / 100).toFixed(2)}`);
      expect(res.body.error.books?.map((b) => [b.bookId, b.unitPrice])).toEqual(
        picked().map((b) => [b._id, b.newPrice]),
      );
      expect((await storedOrders()).length).toBe(before);
    },
  );

  it.each([
    ["no total", undefined],
    ["the total shown, as a string", "shown"],
    ["the total shown, as a number", "shown-number"],
  ])("places the order, at the server's prices, for %s", async (_label, sent) => {
    const totalPrice =
      sent === "shown" ? (pickedCents() / 100).toFixed(2) : sent === "shown-number" ? pickedCents() / 100 : sent;
    const before = (await storedOrders()).length;
    const res = await postOrder(
      shopper,
      orderBody(
        shopper,
        picked().map((b) => b._id),
        { totalPrice },
      ),
    );
    requests += 1;
    expect(res.status, res.text).toBe(201);
    expect(toCents(res.body.totalPrice)).toBe(pickedCents());
    const stored = await getFirestore().collection("orders").doc(res.body._id).get();
    expect(stored.data()?.totalCents).toBe(pickedCents());
    expect(Number.isInteger(stored.data()?.totalCents)).toBe(true);
    expect((await storedOrders()).length).toBe(before + 1);
  });

  it.each([
    // Not an amount: a client's mistake, refused rather than silently charged at today's prices.
    ["a negative total", -500],
    ["a total with many decimals", "12.3456789"],
    ["a non-numeric total", "free"],
    ["an empty total", ""],
    ["a total above any order's (100 books at the highest price)", "10000000.01"],
    ["a total as an object", { amount: 1 }],
    ["a total as an array", [1]],
    ["a total as a boolean", true],
    ["a total longer than 32 characters", "1".repeat(33)],
  ])("refuses %s with 400 and stores nothing", async (_label, totalPrice) => {
    const before = (await storedOrders()).length;
    const res = await postOrder(shopper, orderBody(shopper, [books[0]!._id], { totalPrice }));
    requests += 1;
    expectApiError(res, 400);
    expect((await storedOrders()).length).toBe(before);
  });

  it.each([
    ["an unknown id", ["{book}", "no-such-book"], ["no-such-book"]],
    ["only unknown ids", ["ghost-1", "ghost-2"], ["ghost-1", "ghost-2"]],
  ])("refuses %s with 409 unknown-books naming them, and stores nothing", async (_label, productIds, gone) => {
    const before = (await storedOrders()).length;
    const res = await postOrder(shopper, orderBody(shopper, productIds.map(ownBook)));
    requests += 1;
    expectApiError(res, 409);
    expect(res.body.error.code).toBe("unknown-books");
    expect(res.body.error.books?.map((book) => book.bookId)).toEqual(gone);
    expect((await storedOrders()).length).toBe(before);
  });

  it.each([
    ["a duplicated id", ["{book}", "{book}"]],
    ["a path-like id", ["../admins/admin"]],
    ["an empty list", []],
    ["a number instead of an id", [42]],
    ["an id with a slash", ["books/{book}"]],
    ["an empty id", [""]],
    ["more than 100 ids", Array.from({ length: 101 }, (_, i) => `book-${i}`)],
  ])("refuses %s with 400 and stores nothing", async (_label, productIds) => {
    const before = (await storedOrders()).length;
    const ids = productIds.map((id) => (typeof id === "string" ? ownBook(id) : id));
    const res = await postOrder(shopper, orderBody(shopper, ids as string[]));
    requests += 1;
    expectApiError(res, 400);
    expect((await storedOrders()).length).toBe(before);
  });

  it("prices an order from the book's price at order time: a later price change leaves it as stored", async () => {
    const db = getFirestore();
    const [changing, steady] = [books[6]!, books[7]!];
    const book = db.collection("books").doc(changing._id);
    const original = (await book.get()).data()!.newPrice as number;
    try {
      await book.update({ newPrice: 10.1 });
      const first = await postOrder(shopper, orderBody(shopper, [changing._id, steady._id]));
      expect(toCents(first.body.totalPrice)).toBe(1010 + toCents(steady.newPrice));
      await book.update({ newPrice: 99.99 });
      const stored = await db.collection("orders").doc(first.body._id).get();
      expect(stored.data()?.totalCents).toBe(1010 + toCents(steady.newPrice));
      requests += 1;
    } finally {
      await book.update({ newPrice: original });
    }
  });

  it("sums prices that are inexact in binary floating point exactly (0.1 + 0.2 → 30 cents)", async () => {
    const db = getFirestore();
    const [a, b] = [db.collection("books").doc(books[8]!._id), db.collection("books").doc(books[9]!._id)];
    const originals = [(await a.get()).data()!.newPrice, (await b.get()).data()!.newPrice];
    try {
      await Promise.all([a.update({ newPrice: 0.1 }), b.update({ newPrice: 0.2 })]);
      const res = await postOrder(shopper, orderBody(shopper, [books[8]!._id, books[9]!._id]));
      requests += 1;
      expect(res.body.totalPrice).toBe(0.3);
      expect((await db.collection("orders").doc(res.body._id).get()).data()?.totalCents).toBe(30);
    } finally {
      await Promise.all([a.update({ newPrice: originals[0] }), b.update({ newPrice: originals[1] })]);
    }
  });
});
