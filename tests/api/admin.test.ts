import type { AdminStats } from "@bookstore/schema";
import jwt from "jsonwebtoken";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { ADMIN, adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { cancelOrder, orderBody, postOrder, salesInFirestore, toCents } from "../support/orders";

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
    expect((await api("/api/books/seed-book-01")).status).toBe(200);
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
  it("answers figures equal to what the stored books and orders hold, to the cent", async () => {
    const token = await adminToken();
    const res = await api<AdminStats>("/api/admin", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const books = await getFirestore().collection("books").get();
    expect(res.body.totalBooks).toBe(books.size);
    expect(res.body.trendingBooks).toBe(books.docs.filter((doc) => doc.data().trending).length);
    const truth = await salesInFirestore();
    expect(res.body).toMatchObject({ totalOrders: truth.orders, openOrders: truth.open, ordersLastDay: truth.lastDay });
    expect(toCents(res.body.totalSales)).toBe(truth.cents);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(res.body.monthlySales).toHaveLength(12);
    expect(res.body.monthlySales.at(-1)?.month).toBe(thisMonth);
    for (const entry of res.body.monthlySales) {
      const want = truth.months.get(entry.month) ?? { orders: 0, cents: 0 };
      expect({ orders: entry.totalOrders, cents: toCents(entry.totalSales) }, entry.month).toEqual(want);
    }
    // The seeded demo orders reach back months: the chart is not just this month.
    expect(res.body.monthlySales.filter((entry) => entry.totalOrders > 0).length).toBeGreaterThan(3);
    for (const genre of res.body.salesByGenre) {
      const want = truth.genres.get(genre.category);
      expect({ cents: toCents(genre.totalSales), copies: genre.copies }, genre.category).toEqual(want);
    }
    expect(res.body.salesByGenre).toHaveLength([...truth.genres.values()].filter((g) => g.copies > 0).length);
    expect(res.body.topCustomers.map((customer) => toCents(customer.averageOrder))).toEqual(
      truth.averagesCents.slice(0, res.body.topCustomers.length),
    );
    expect(res.body.topCustomers.length).toBe(Math.min(8, truth.averagesCents.length));
  });

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

  it("refuses missing (401), invalid, expired, forged and shopper tokens (403)", async () => {
    expect((await api("/api/admin")).status).toBe(401);
    const forged = jwt.sign({ role: "admin" }, "wrong-secret", { subject: "admin", expiresIn: 60 });
    expect((await api("/api/admin", { token: forged })).status).toBe(403);
    const shopper = await createShopper();
    expect((await api("/api/admin", { token: shopper.idToken })).status).toBe(403);
  });
});
