import type { AdminStats, Book } from "@bookstore/schema";
import jwt from "jsonwebtoken";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { ADMIN, adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { maintain } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeDeliveredOrder, refundBooks } from "@bookstore/testing/returns";
import { scaled } from "@bookstore/testing/timeouts";
import { storeOrders, type StoredOrder } from "@bookstore/testing/stored-orders";
import { expectFiguresMatchFirestore } from "../support/dashboard-figures";
import { cancelOrder, moveOrder, orderBody, postOrder, toCents } from "../support/orders";
import { makeBook } from "@bookstore/testing/factories";

describe("POST /api/auth/admin", () => {
  it("answers a 1-hour HS256 admin token", async () => {
    const res = await api<{ token: string }>("/api/auth/admin", { method: "POST", body: ADMIN });
    expect(res.status).toBe(200);
    const decoded = jwt.decode(res.body.token, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };
    expect(decoded.header.alg).toBe("HS256");
    expect(decoded.payload.role).toBe("admin");
    expect(decoded.payload.exp! - decoded.payload.iat!).toBe(3600);
  });

  it("answers the same 401 for a wrong password and an unknown user, and keeps serving", async () => {
    const wrong = await api("/api/auth/admin", {
      method: "POST",
      body: { username: ADMIN.username, password: "wrong" },
    });
    const unknown = await api("/api/auth/admin", {
      method: "POST",
      body: { username: `ghost-${randomUUID()}`, password: "x" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect((await api(`/api/books/${(await makeBook({ label: "Still public" }))._id}`)).status).toBe(200);
    // A success clears the failure count, so these test failures never lock the shared admin out.
    await adminToken();
  });

  it("requires username and password", async () => {
    const res = await api("/api/auth/admin", { method: "POST", body: { username: "admin" } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBeDefined();
  });

  it("stores the admin password hashed, never in plain text", async () => {
    const admin = await getFirestore().collection("admins").doc("admin").get();
    const stored = JSON.stringify(admin.data());
    expect(stored).not.toContain(ADMIN.password);
    expect(admin.data()?.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
  });
});

describe("GET /api/admin", () => {
  it(
    "answers figures equal to what the stored books and orders hold, to the cent, orders of its own included",
    async () => {
      const token = await adminToken();
      const res = await api<AdminStats>("/api/admin", { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const before = await expectFiguresMatchFirestore(token);

      // Orders of this test's own, over five past months and in every status, one just outside the last day; then
      // some through the API, counted as they are placed, moved and cancelled.
      const books = await createStockedBooks(3, { label: "Chart" });
      const [ada, ben] = await Promise.all([createShopper("chart"), createShopper("chart")]);
      const now = new Date();
      const monthsBack = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10, 12));
      const hoursBack = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
      const [first, second, third] = books as [Book, Book, Book];
      const past: StoredOrder[] = [
        { shopper: ada, books: [first], createdAt: monthsBack(1), status: "delivered" },
        { shopper: ada, books: [first, second], createdAt: monthsBack(2), status: "delivered" },
        { shopper: ben, books: [third], createdAt: monthsBack(3), status: "shipped" },
        { shopper: ben, books: [second, third], createdAt: monthsBack(4) },
        { shopper: ben, books: [first, second, third], createdAt: monthsBack(5), status: "cancelled" },
        { shopper: ada, books: [third], createdAt: monthsBack(5), status: "delivered" },
        { shopper: ada, books: [second], createdAt: hoursBack(25), status: "delivered" },
        { shopper: ben, books: [first], createdAt: hoursBack(2) },
        { shopper: ben, books: [third], createdAt: hoursBack(3), status: "cancelled" },
      ];
      await storeOrders(past);
      const placedNow = async (bookIds: string[]) => {
        const placed = await postOrder(ada, orderBody(ada, bookIds));
        expect(placed.status, placed.text).toBe(201);
        return placed.body;
      };
      const open = await placedNow([first._id]);
      const delivered = await placedNow([second._id, third._id]);
      const cancelled = await placedNow([first._id, third._id]);
      expect((await moveOrder(token, delivered._id, "shipped")).status).toBe(200);
      expect((await moveOrder(token, delivered._id, "delivered")).status).toBe(200);
      expect((await cancelOrder(ada, cancelled._id)).status).toBe(200);
      const after = await expectFiguresMatchFirestore(token);

      // Each sale of this test's counted in its own month and genres, the cancelled ones nowhere.
      const sales = [
        ...past
          .filter((order) => order.status !== "cancelled")
          .map((order) => ({ ...order, open: ["placed", "shipped"].includes(order.status ?? "placed") })),
        { createdAt: new Date(open.createdAt), books: [first], open: true },
        { createdAt: new Date(delivered.createdAt), books: [second, third], open: false },
      ];
      const centsOf = (sold: { newPrice: number }[]) => sold.reduce((sum, book) => sum + toCents(book.newPrice), 0);
      expect(after.totalOrders - before.totalOrders).toBe(sales.length);
      expect(toCents(after.totalSales) - toCents(before.totalSales)).toBe(
        sales.reduce((sum, sale) => sum + centsOf(sale.books), 0),
      );
      expect(after.openOrders - before.openOrders).toBe(sales.filter((sale) => sale.open).length);
      const byMonth = (stats: AdminStats) => new Map(stats.monthlySales.map((entry) => [entry.month, entry]));
      const [monthsBefore, monthsAfter] = [byMonth(before), byMonth(after)];
      for (const [month, entry] of monthsAfter) {
        if (!monthsBefore.has(month)) continue;
        const mine = sales.filter((sale) => sale.createdAt.toISOString().startsWith(month));
        expect(
          {
            orders: entry.totalOrders - monthsBefore.get(month)!.totalOrders,
            cents: toCents(entry.totalSales) - toCents(monthsBefore.get(month)!.totalSales),
          },
          month,
        ).toEqual({ orders: mine.length, cents: mine.reduce((sum, sale) => sum + centsOf(sale.books), 0) });
      }
      const copies = (stats: AdminStats, book: Book) =>
        stats.salesByGenre.find((genre) => genre.category === book.category)?.copies ?? 0;
      for (const book of books) {
        const sold = sales.filter((sale) => sale.books.includes(book)).length;
        expect(copies(after, book) - copies(before, book), book.category).toBe(sold);
      }
      // The chart reaches back months, not just this one.
      expect(after.monthlySales.filter((entry) => entry.totalOrders > 0).length).toBeGreaterThan(3);
    },
    scaled(30_000),
  );

  it("counts a new order everywhere, and takes it out everywhere when it is cancelled", async () => {
    const token = await adminToken();
    const stats = async () => (await api<AdminStats>("/api/admin", { token })).body;
    const [book] = await createStockedBooks(1, { stock: 3, label: "Grand" });
    // Pricier than any other order, so its shopper leads 'Users by average order'.
    const edit = { ...book!, newPrice: 90_000, oldPrice: 95_000 };
    const { _id, createdAt: _createdAt, ...input } = edit;
    expect((await api(`/api/books/edit/${_id}`, { method: "PUT", token, body: input })).status).toBe(200);
    const shopper = await createShopper("grand");
    const before = await stats();
    const placed = await postOrder(shopper, orderBody(shopper, [_id]));
    expect(placed.status, placed.text).toBe(201);

    const during = await stats();
    expect(during.totalOrders - before.totalOrders).toBe(1);
    expect(toCents(during.totalSales) - toCents(before.totalSales)).toBe(9_000_000);
    expect(during.openOrders - before.openOrders).toBe(1);
    expect(during.ordersLastDay - before.ordersLastDay).toBe(1);
    expect(during.monthlySales.at(-1)!.totalOrders - before.monthlySales.at(-1)!.totalOrders).toBe(1);
    const genre = (figures: AdminStats) => figures.salesByGenre.find((g) => g.category === book!.category);
    expect((genre(during)?.copies ?? 0) - (genre(before)?.copies ?? 0)).toBe(1);
    expect(during.topCustomers[0]).toEqual({
      name: "Ada Shopper",
      email: shopper.email,
      orders: 1,
      averageOrder: 90_000,
    });

    expect((await cancelOrder(shopper, placed.body._id)).status).toBe(200);
    const after = await stats();
    const { salesByGenre: _a, ...beforeRest } = before;
    const { salesByGenre: _b, ...afterRest } = after;
    expect(afterRest).toEqual(beforeRest);
    expect(genre(after)?.copies ?? 0).toBe(genre(before)?.copies ?? 0);
  });

  it(
    "takes a refund off Total Sales and its month to the cent, live as the recount does",
    async () => {
      const token = await adminToken();
      const stats = async () => (await api<AdminStats>("/api/admin", { token })).body;
      const [book] = await createStockedBooks(1, { label: "Refunded" });
      const shopper = await createShopper("refunded");
      const order = await placeDeliveredOrder(shopper, [book!], token);
      // From counters just rebuilt, so the refund's change is the only one between the two readings.
      maintain(["recount-stats"]);
      const before = await stats();
      // Of an odd amount: what was paid less 37 cents.
      const received = await refundBooks(shopper, order._id, [book!._id], { owner: token, keepCents: 37 });
      const refundCents = toCents(received.refund!.amount);
      const live = await stats();
      expect(toCents(live.totalSales) - toCents(before.totalSales)).toBe(-refundCents);
      const month = (figures: AdminStats) => figures.monthlySales.find((m) => order.createdAt.startsWith(m.month))!;
      expect(toCents(month(live).totalSales) - toCents(month(before).totalSales)).toBe(-refundCents);
      expect(live.totalOrders).toBe(before.totalOrders);

      maintain(["recount-stats"]);
      const recounted = await stats();
      const { ordersLastDay: _l, ...liveRest } = live;
      const { ordersLastDay: _r, ...recountedRest } = recounted;
      expect(recountedRest).toEqual(liveRest);
    },
    scaled(30_000),
  );

  it("refuses missing (401), invalid, expired, forged and shopper tokens (403)", async () => {
    expect((await api("/api/admin")).status).toBe(401);
    const forged = jwt.sign({ role: "admin" }, "wrong-secret", { subject: "admin", expiresIn: 60 });
    expect((await api("/api/admin", { token: forged })).status).toBe(403);
    const shopper = await createShopper();
    expect((await api("/api/admin", { token: shopper.idToken })).status).toBe(403);
  });
});
