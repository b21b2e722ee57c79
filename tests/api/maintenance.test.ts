import type { Book, Order } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { maintain, snapshotDatabase } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectFiguresMatchFirestore } from "../support/dashboard-figures";

// A store from before stock and the order lifecycle: books without a stock, orders without a status or items.
const db = () => getFirestore();
const legacyIds = { book: `legacy-book-${randomUUID().slice(0, 8)}`, orders: [] as string[] };
// A wish saved before wishes named their book (only by the document's id).
const legacyWish = () =>
  db().collection("users").doc(`legacy-wisher-${legacyIds.book}`).collection("wishlist").doc(legacyIds.book);

afterAll(async () => {
  await db().collection("books").doc(legacyIds.book).delete();
  await legacyWish().delete();
  await Promise.all(legacyIds.orders.map((id) => db().collection("orders").doc(id).delete()));
  const claims = await db().collection("orderNumbers").where("orderId", "in", legacyIds.orders).get();
  await Promise.all(claims.docs.map((claim) => claim.ref.delete()));
  // The counters counted these orders: count again without them, for the files that run after this one.
  maintain(["recount-stats"]);
});

describe("npm run maintain", () => {
  it("upgrade gives books without a stock some, marks older orders placed, and counts them", async () => {
    const now = new Date();
    const monthsBack = (back: number, day: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
    await db().collection("books").doc(legacyIds.book).set({
      title: "A book from before stock",
      description: "Stored before books had a stock.",
      category: "fiction",
      trending: false,
      oldPrice: 10,
      newPrice: 8,
      coverImage: "",
      createdAt: Timestamp.now(),
      searchTokens: [],
    });
    const legacyOrder = (createdAt: Date, totalCents: number) => ({
      uid: "legacy-shopper",
      email: "legacy@example.com",
      name: "Legacy",
      phone: "0123456789",
      address: { city: "Oslo", country: "Norway", state: "Oslo", zipcode: "0150" },
      productIds: [legacyIds.book],
      totalCents,
      createdAt: Timestamp.fromDate(createdAt),
    });
    // One order three months back (in the chart), one twelve months back (in the totals only).
    for (const [date, cents] of [
      [monthsBack(3, 15), 12_345],
      [monthsBack(12, 28), 99_999],
    ] as const) {
      const ref = db().collection("orders").doc(`legacy-order-${randomUUID()}`);
      await ref.set(legacyOrder(date, cents));
      legacyIds.orders.push(ref.id);
    }
    await legacyWish().set({ addedAt: Timestamp.now(), soldOutWhenWished: true });
    expect((await api<Book>(`/api/books/${legacyIds.book}`)).body.stock).toBe(0);
    const token = await adminToken();
    const numberBefore = (await api<Order>(`/api/orders/${legacyIds.orders[0]}`, { token })).body.number;

    const printed = maintain(["upgrade", "--stock", "7"]);
    expect(printed).toMatch(/Gave a stock of 7 to 1 books/);
    expect(printed).toMatch(/Brought the search and sort fields of 1 books up to date/);
    expect(printed).toMatch(/Marked 2 older orders as placed/);
    // Orders other tests stored without a number get theirs too: the count is at least these two.
    expect(Number(/Gave (\d+) older orders their order numbers/.exec(printed)?.[1])).toBeGreaterThanOrEqual(2);
    const claims = await db().collection("orderNumbers").where("orderId", "in", legacyIds.orders).get();
    expect(claims.size).toBe(2);
    expect(printed).toMatch(/Gave \d+ older wishes their book's id/);
    expect((await legacyWish().get()).get("bookId")).toBe(legacyIds.book);
    expect((await api<Book>(`/api/books/${legacyIds.book}`)).body.stock).toBe(7);
    // The catalog's filters and sorts find it now: it has its in-stock flag, title order and search words.
    const found = await api<{ books: Book[] }>(`/api/books/?q=before%20stock&inStock=true&sort=title&limit=50`);
    expect(found.body.books.map((book) => book._id)).toContain(legacyIds.book);
    // …and the rating sort too: it has an empty rating now.
    const rated = await api<{ books: Book[] }>(`/api/books/?q=before%20stock&sort=rating&limit=50`);
    expect(rated.body.books.map((book) => book._id)).toContain(legacyIds.book);
    // …and the best selling: both its orders count as copies sold, in its shards too.
    const legacy = db().collection("books").doc(legacyIds.book);
    expect((await legacy.get()).data()?.soldCount).toBe(2);
    const shards = await legacy.collection("stock").get();
    expect(shards.docs.reduce((sum, shard) => sum + (shard.data().sold ?? 0), 0)).toBe(2);
    // A second run changes nothing: every book has a stock now, every order a status.
    expect(maintain(["upgrade", "--stock", "99"])).toMatch(
      /to 0 books[\s\S]*fields of 0 books[\s\S]*Marked 0 older orders[\s\S]*Gave 0 older orders[\s\S]*Gave 0 older wishes/,
    );

    const order = await api<Order>(`/api/orders/${legacyIds.orders[0]}`, { token });
    // The number it showed before is the one it keeps, and the lookup finds it by it.
    expect(order.body.number).toBe(numberBefore);
    const lookup = `/api/orders/lookup?id=${numberBefore.toLowerCase()}&email=legacy@example.com`;
    expect((await api<Order>(lookup)).body._id).toBe(legacyIds.orders[0]);
    expect(order.body).toMatchObject({ status: "placed", items: [], timeline: [{ status: "placed", by: "customer" }] });
    const desk = await api<{ orders: Order[] }>(`/api/orders/?status=placed&q=legacy@example.com`, { token });
    expect(desk.body.orders.map((o) => o._id).sort()).toEqual([...legacyIds.orders].sort());

    // Both orders counted: the one three months back in its month of the chart, the other in the totals only.
    const stats = await expectFiguresMatchFirestore(token);
    expect(stats.monthlySales.at(-4)!.totalSales).toBeGreaterThanOrEqual(123.45);
  });

  it("refuses an upgrade without a valid --stock, changing nothing", async () => {
    const before = await snapshotDatabase();
    expect(() => maintain(["upgrade"])).toThrow(/upgrade needs --stock N/);
    expect(() => maintain(["upgrade", "--stock=-1"])).toThrow(/upgrade needs --stock N/);
    expect(() => maintain(["upgrade", "--stock", "2.5"])).toThrow(/upgrade needs --stock N/);
    expect(() => maintain(["launch"])).toThrow(/Usage: maintain upgrade --stock N \| maintain recount-stats/);
    expect(await snapshotDatabase()).toEqual(before);
  });
});
