import type { AdminStats } from "@bookstore/schema";
import jwt from "jsonwebtoken";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { ADMIN, adminToken, createShopper } from "@bookstore/testing/accounts";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { Timestamp } from "firebase-admin/firestore";

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
  it("answers the statistics, matching the stored books and orders", async () => {
    const token = await adminToken();
    const res = await api<AdminStats>("/api/admin", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const db = getFirestore();
    const books = await db.collection("books").get();
    const orders = await db.collection("orders").get();
    const cents = orders.docs.reduce((sum, doc) => sum + (doc.data().totalCents as number), 0);
    expect(res.body.totalBooks).toBe(books.size);
    expect(res.body.trendingBooks).toBe(books.docs.filter((doc) => doc.data().trending).length);
    expect(res.body.totalOrders).toBe(orders.size);
    expect(Math.round(res.body.totalSales * 100)).toBe(cents);
    expect(res.body.monthlySales).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(res.body.monthlySales.at(-1)?.month).toBe(thisMonth);
  });

  it("buckets the sales of the last 12 calendar months (UTC) by the month each order was placed", async () => {
    // Two orders written with past dates: one inside the window (three months back), one just outside it.
    const now = new Date();
    const month = (back: number, day: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
    const db = getFirestore();
    const dated = (createdAt: Date, totalCents: number) => ({
      uid: "stats-test",
      email: "stats-test@example.com",
      name: "Stats",
      phone: "0123456789",
      address: { city: "Oslo", country: "Norway", state: "Oslo", zipcode: "0150" },
      productIds: ["seed-book-01"],
      totalCents,
      createdAt: Timestamp.fromDate(createdAt),
    });
    const inside = db.collection("orders").doc(`stats-inside-${randomUUID()}`);
    const outside = db.collection("orders").doc(`stats-outside-${randomUUID()}`);
    await inside.set(dated(month(3, 15), 12_345));
    await outside.set(dated(month(12, 28), 99_999));

    try {
      const res = await api<AdminStats>("/api/admin", { token: await adminToken() });
      // What each month should hold, summed from the stored orders themselves.
      const expected = new Map<string, { totalOrders: number; cents: number }>();
      for (const doc of (await db.collection("orders").get()).docs) {
        const key = (doc.data().createdAt as Timestamp).toDate().toISOString().slice(0, 7);
        const entry = expected.get(key) ?? { totalOrders: 0, cents: 0 };
        expected.set(key, {
          totalOrders: entry.totalOrders + 1,
          cents: entry.cents + (doc.data().totalCents as number),
        });
      }
      const months = Array.from({ length: 12 }, (_, i) =>
        month(11 - i, 1)
          .toISOString()
          .slice(0, 7),
      );
      expect(res.body.monthlySales.map((m) => m.month)).toEqual(months);
      for (const entry of res.body.monthlySales) {
        const want = expected.get(entry.month) ?? { totalOrders: 0, cents: 0 };
        expect({
          month: entry.month,
          totalOrders: entry.totalOrders,
          cents: Math.round(entry.totalSales * 100),
        }).toEqual({ month: entry.month, ...want });
      }
      const threeBack = res.body.monthlySales.at(-4)!;
      expect(threeBack.totalOrders).toBeGreaterThanOrEqual(1);
      expect(Math.round(threeBack.totalSales * 100)).toBeGreaterThanOrEqual(12_345);
      // The order 12 months back is in the totals but in no month of the chart.
      const charted = res.body.monthlySales.reduce((sum, m) => sum + m.totalOrders, 0);
      expect(charted).toBeLessThan(res.body.totalOrders);
    } finally {
      await Promise.all([inside.delete(), outside.delete()]);
    }
  });

  it("refuses missing (401), invalid, expired, forged and shopper tokens (403)", async () => {
    expect((await api("/api/admin")).status).toBe(401);
    const forged = jwt.sign({ role: "admin" }, "wrong-secret", { subject: "admin", expiresIn: 60 });
    expect((await api("/api/admin", { token: forged })).status).toBe(403);
    const shopper = await createShopper();
    expect((await api("/api/admin", { token: shopper.idToken })).status).toBe(403);
  });
});
