import type { Book, Order } from "@bookstore/schema";
import { GUEST_EMAIL_REQUIRED } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, linkGuest, type Guest } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { ADDRESS } from "@bookstore/testing/orders";
import { expectApiError } from "../support/api-errors";

const guestEmail = () => `guest-${randomUUID().slice(0, 8)}@example.com`;
const orderBody = (productIds: string[], extra: Record<string, unknown> = {}) => ({
  name: "Grace Guest",
  phone: "+351 912 345 678",
  address: ADDRESS,
  productIds,
  ...extra,
});
const placeAsGuest = (guest: Guest, productIds: string[], email?: string) =>
  api("/api/orders/", {
    method: "POST",
    token: guest.idToken,
    body: orderBody(productIds, email === undefined ? {} : { email }),
  });
const lookUp = (id: string, email: string) =>
  api(`/api/orders/lookup?id=${encodeURIComponent(id)}&email=${encodeURIComponent(email)}`);
const storedOrdersOf = async (uid: string) =>
  (await getFirestore().collection("orders").where("uid", "==", uid).get()).docs;

// Through the emulators every caller is one client address, with one lookup budget: this file starts it empty
// and leaves it so for the browser tests.
const clearLookupBudgets = async () => {
  const budgets = await getFirestore().collection("orderLookupBudgets").get();
  await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
};

let books: Book[];
beforeAll(async () => {
  books = await createStockedBooks(4, { label: "Guest orders" });
  await clearLookupBudgets();
});
afterAll(clearLookupBudgets);

describe("a guest's order (anonymous Firebase user)", () => {
  it("is placed under the guest's uid with the email they gave, and is theirs to see and cancel", async () => {
    const guest = await createGuest();
    const email = guestEmail();
    const placed = await placeAsGuest(guest, [books[0]!._id], email.toUpperCase());
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ email, status: "placed", productIds: [books[0]!._id] });
    const [stored] = await storedOrdersOf(guest.uid);
    expect(stored?.data()).toMatchObject({ uid: guest.uid, email });

    const mine = await api<Order[]>("/api/orders/mine", { token: guest.idToken });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.body.map((order) => order._id)).toEqual([placed.body._id]);
    const one = await api<Order>(`/api/orders/${placed.body._id}`, { token: guest.idToken });
    expect(one.status).toBe(200);
    const otherGuest = await createGuest();
    expect((await api(`/api/orders/${placed.body._id}`, { token: otherGuest.idToken })).status).toBe(403);
    expect((await api<Order[]>("/api/orders/mine", { token: otherGuest.idToken })).body).toEqual([]);

    const cancelled = await api<Order>(`/api/orders/${placed.body._id}/cancel`, {
      method: "POST",
      token: guest.idToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
  });

  it("without an email is refused with 400 naming the field, and nothing is written", async () => {
    const guest = await createGuest();
    const res = await placeAsGuest(guest, [books[1]!._id]);
    expectApiError(res, 400);
    expect(res.body.error.fields).toEqual({ email: [GUEST_EMAIL_REQUIRED] });
    const notAnEmail = await placeAsGuest(guest, [books[1]!._id], "not-an-email");
    expectApiError(notAnEmail, 400);
    expect(Object.keys(notAnEmail.body.error.fields)).toEqual(["email"]);
    expect(await storedOrdersOf(guest.uid)).toHaveLength(0);
  });

  it("a signed-in shopper keeps today's rule: their token's email, another one refused", async () => {
    const shopper = await createShopper();
    const own = await api<Order>("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body: orderBody([books[1]!._id]),
    });
    expect(own.status).toBe(201);
    expect(own.body.email).toBe(shopper.email);
    const other = await api("/api/orders/", {
      method: "POST",
      token: shopper.idToken,
      body: orderBody([books[1]!._id], { email: guestEmail() }),
    });
    expectApiError(other, 403);
  });

  it("opens nothing else of the account area to a guest: 403 guest-not-allowed", async () => {
    const guest = await createGuest();
    const byEmail = await api(`/api/orders/email/${encodeURIComponent(guestEmail())}`, { token: guest.idToken });
    expectApiError(byEmail, 403);
    expect(byEmail.body.error.code).toBe("guest-not-allowed");
    // The account area: a wishlist, saved addresses and reviews belong to accounts, not to guests.
    for (const [method, path] of [
      ["GET", "/api/me/wishlist"],
      ["PUT", `/api/me/wishlist/${books[0]!._id}`],
      ["GET", "/api/me/addresses"],
      ["GET", `/api/books/${books[0]!._id}/reviews/mine`],
    ] as const) {
      const answer = await api(path, { method, token: guest.idToken });
      expectApiError(answer, 403);
      expect(answer.body.error.code, `${method} ${path}`).toBe("guest-not-allowed");
    }
    // Nor the admin's routes, which take no Firebase token at all.
    expectApiError(await api("/api/orders/", { token: guest.idToken }), 403);
    expectApiError(await api("/api/admin", { token: guest.idToken }), 403);
  });

  it("stays the guest's once they create an account: same uid, orders kept, new orders under the account", async () => {
    const guest = await createGuest();
    const typed = guestEmail();
    const placed = await placeAsGuest(guest, [books[2]!._id], typed);
    expect(placed.status).toBe(201);

    const account = await linkGuest(guest);
    expect(account.uid).toBe(guest.uid);
    const mine = await api<Order[]>("/api/orders/mine", { token: account.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.map((order) => order._id)).toEqual([placed.body._id]);
    expect((await api(`/api/orders/${placed.body._id}`, { token: account.idToken })).status).toBe(200);

    const next = await api<Order>("/api/orders/", {
      method: "POST",
      token: account.idToken,
      body: orderBody([books[3]!._id]),
    });
    expect(next.status).toBe(201);
    expect(next.body.email).toBe(account.email);
    const after = await api<Order[]>("/api/orders/mine", { token: account.idToken });
    expect(after.body.map((order) => order._id)).toEqual([next.body._id, placed.body._id]);
    // The account area opens to them now.
    const byEmail = await api(`/api/orders/email/${encodeURIComponent(account.email)}`, { token: account.idToken });
    expect(byEmail.status).toBe(200);
  });

  it("needs a token: none → 401", async () => {
    expectApiError(await api("/api/orders/mine"), 401);
    expectApiError(await api("/api/orders/", { method: "POST", body: orderBody([books[0]!._id]) }), 401);
  });
});

describe("GET /api/orders/lookup?id=&email=", () => {
  it("shows anyone holding the id and email the order's status, timeline and items, and nothing personal", async () => {
    await clearLookupBudgets();
    const guest = await createGuest();
    const email = guestEmail();
    const placed = await placeAsGuest(guest, [books[0]!._id, books[1]!._id], email);
    expect(placed.status).toBe(201);
    const token = await adminToken();
    const shipped = await api(`/api/orders/${placed.body._id}`, {
      method: "PATCH",
      token,
      body: { status: "shipped" },
    });
    expect(shipped.status).toBe(200);

    const found = await lookUp(placed.body._id, email.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(found.body).toEqual({
      _id: placed.body._id,
      number: placed.body.number,
      createdAt: placed.body.createdAt,
      status: "shipped",
      totalPrice: placed.body.totalPrice,
      items: placed.body.items,
      timeline: [
        { status: "placed", at: expect.any(String) },
        { status: "shipped", at: expect.any(String) },
      ],
      charges: placed.body.charges,
      // Issued when the order ships; what it holds is the invoices' tests' to say.
      invoice: found.body.invoice,
      creditNote: null,
      returnState: "none",
      returnedBookIds: [],
      refunds: [],
    });
    for (const secret of [ADDRESS.city, ADDRESS.zipcode, "+351 912 345 678", "Grace Guest", email, "admin"]) {
      expect(found.text, secret).not.toContain(secret);
    }
  });

  it("answers the same 404 for a wrong id, a wrong email or both", async () => {
    await clearLookupBudgets();
    const guest = await createGuest();
    const email = guestEmail();
    const placed = await placeAsGuest(guest, [books[2]!._id], email);
    const answers = await Promise.all([
      lookUp("no-such-order", email),
      lookUp(placed.body._id, guestEmail()),
      lookUp("no-such-order", guestEmail()),
    ]);
    for (const answer of answers) expectApiError(answer, 404);
    expect(answers.map((answer) => answer.text)).toEqual([answers[0]!.text, answers[0]!.text, answers[0]!.text]);
  });

  it("refuses what is not an id or an email with 400 naming the parameter", async () => {
    await clearLookupBudgets();
    const badId = await lookUp("a/b", guestEmail());
    expectApiError(badId, 400);
    expect(Object.keys(badId.body.error.fields)).toEqual(["id"]);
    const badEmail = await lookUp("some-order", "nope");
    expectApiError(badEmail, 400);
    expect(Object.keys(badEmail.body.error.fields)).toEqual(["email"]);
    expectApiError(await api("/api/orders/lookup"), 400);
  });

  it("refuses a client past 20 lookups in 15 minutes (429, Retry-After), right answers included", async () => {
    await clearLookupBudgets();
    const guest = await createGuest();
    const email = guestEmail();
    const placed = await placeAsGuest(guest, [books[3]!._id], email);
    for (let i = 0; i < 20; i++) {
      const res = await api(`/api/orders/lookup?id=guess-${i}&email=${encodeURIComponent(email)}`, {
        headers: { "X-Forwarded-For": `203.0.113.${i}` },
      });
      expect(res.status, `lookup ${i}`).toBe(404);
    }
    const refused = await lookUp(placed.body._id, email);
    expectApiError(refused, 429);
    expect(refused.body.error.code).toBe("too-many-lookups");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    await clearLookupBudgets();
    expect((await lookUp(placed.body._id, email)).status).toBe(200);
  });
});
