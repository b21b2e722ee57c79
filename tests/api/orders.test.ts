import type { Book, Order } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";

const address = { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" };
const orderFor = (shopper: Shopper, productIds: string[], extra: Record<string, unknown> = {}) => ({
  name: "Ada Shopper",
  email: shopper.email,
  phone: "+351 912 345 678",
  address,
  productIds,
  ...extra,
});

let books: Book[];
beforeAll(async () => {
  books = await createStockedBooks(5, { label: "Orders" });
});

const cents = (amount: number) => Math.round(amount * 100);

describe("POST /api/orders/", () => {
  it("stores the total computed from current prices, placed at the total the shopper was shown", async () => {
    const shopper = await createShopper();
    const picked = books.slice(0, 3);
    const expected = picked.reduce((sum, b) => sum + cents(b.newPrice), 0) / 100;
    const res = await api<Order>("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body: orderFor(
        shopper,
        picked.map((b) => b._id),
        { totalPrice: expected.toFixed(2) },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: shopper.email,
      totalPrice: expected,
      productIds: picked.map((b) => b._id),
      address,
    });
    const stored = await getFirestore().collection("orders").doc(res.body._id).get();
    expect(stored.data()?.totalCents).toBe(Math.round(expected * 100));
  });

  it("takes the email from the ID token: a different body email is refused", async () => {
    const shopper = await createShopper();
    const res = await api("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body: orderFor(shopper, [books[3]!._id], { email: "someone-else@example.com" }),
    });
    expect(res.status).toBe(403);
  });

  it("needs a shopper's ID token: none → 401, an admin token → 401", async () => {
    const shopper = await createShopper();
    const body = orderFor(shopper, [books[3]!._id]);
    expect((await api("/api/orders/", { method: "POST", body })).status).toBe(401);
    const asAdmin = await api("/api/orders/", { method: "POST", body, token: await adminToken() });
    expect(asAdmin.status).toBe(401);
    expect(asAdmin.body.error.code).toBe("unauthenticated");
  });

  it("refuses empty and duplicated product lists and missing fields (400), books no longer sold (409)", async () => {
    const shopper = await createShopper();
    const post = (body: unknown) => api("/api/orders/", { method: "POST", token: shopper.idToken, body });
    expect((await post(orderFor(shopper, []))).status).toBe(400);
    expect((await post(orderFor(shopper, [books[3]!._id, books[3]!._id]))).status).toBe(400);
    const unknown = await post(orderFor(shopper, [books[3]!._id, "no-such-book"]));
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.code).toBe("unknown-books");
    expect(unknown.body.error.books).toEqual([{ bookId: "no-such-book", stock: 0 }]);
    const missing = await post({ productIds: [books[3]!._id] });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["address", "name", "phone"]);
    const orders = await getFirestore().collection("orders").where("email", "==", shopper.email).get();
    expect(orders.size).toBe(0);
  });

  it("replays the first order for a repeated Idempotency-Key and refuses the key for another order", async () => {
    const shopper = await createShopper();
    const key = randomUUID();
    const body = orderFor(shopper, [books[4]!._id]);
    const first = await api<Order>("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body,
      headers: { "Idempotency-Key": key },
    });
    const retry = await api<Order>("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body,
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
    const other = await api("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body: orderFor(shopper, [books[2]!._id]),
      headers: { "Idempotency-Key": key },
    });
    expect(other.status).toBe(422);
    const stored = await getFirestore().collection("orders").where("email", "==", shopper.email).get();
    expect(stored.size).toBe(1);
  });
});

describe("GET /api/orders/email/:email", () => {
  it("returns the shopper's own orders newest first, and nobody else's", async () => {
    const shopper = await createShopper();
    const other = await createShopper();
    for (const id of [books[3]!._id, books[4]!._id]) {
      const res = await api("/api/orders/", { method: "POST", token: shopper.idToken, body: orderFor(shopper, [id]) });
      expect(res.status).toBe(201);
    }
    const mine = await api<Order[]>(`/api/orders/email/${encodeURIComponent(shopper.email)}`, {
      token: shopper.idToken,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.body.map((o) => o.productIds[0])).toEqual([books[4]!._id, books[3]!._id]);

    const theirs = await api(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: other.idToken });
    expect(theirs.status).toBe(403);
    expect((await api(`/api/orders/email/${encodeURIComponent(shopper.email)}`)).status).toBe(401);
  });

  it("answers an empty list for a shopper with no orders", async () => {
    const shopper = await createShopper();
    const res = await api(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: shopper.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
