import type { AccountExport, ApiErrorBody, Book, Order } from "@bookstore/schema";
import { accountExportSchema } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, type Guest, type Shopper } from "@bookstore/testing/accounts";
import {
  identityToolkit,
  latestOobCode,
  oobCodesFor,
  signIn,
  tokenSignedInBefore,
  verifyEmail,
} from "@bookstore/testing/auth-actions";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { subscribeConfirmed } from "@bookstore/testing/newsletter";
import { ADDRESS, placeOrder } from "@bookstore/testing/orders";
import { expectApiError } from "../support/api-errors";
import { moveOrder } from "../support/orders";

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

const placeAsGuest = async (guest: Guest, book: Book, email: string) => {
  const res = await api<Order>("/api/orders/", {
    method: "POST",
    token: guest.idToken,
    body: { name: "Vera Victim", phone: "+351 912 345 678", address: ADDRESS, productIds: [book._id], email },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const mine = (shopper: Shopper) => api<Order[]>("/api/orders/mine", { token: shopper.idToken });
const byEmail = (shopper: Shopper, email = shopper.email) =>
  api<Order[]>(`/api/orders/email/${encodeURIComponent(email)}`, { token: shopper.idToken });
const ids = (orders: Order[]) => orders.map((order) => order._id);
const exportOf = (token: string) => api<AccountExport & ApiErrorBody>("/api/me/export", { token });
const deleteAccount = (token: string) => api<ApiErrorBody>("/api/me", { method: "DELETE", token });

let books: Book[];
let admin: string;
beforeAll(async () => {
  [books, admin] = await Promise.all([createStockedBooks(3, { label: "Accounts" }), adminToken()]);
});

describe("orders found by address, only for a verified address", () => {
  it("hides a guest's order from a stranger who signs up with its address, until the address is verified", async () => {
    const email = unique("victim");
    const guestOrder = await placeAsGuest(await createGuest(), books[0]!, email);

    // Anyone can sign up with anyone's address: nothing proves it is theirs yet.
    const stranger = await createShopper("stranger", { email });
    const own = await placeOrder(stranger, [books[1]!]);
    const [listed, asked, exported] = await Promise.all([
      mine(stranger),
      byEmail(stranger),
      exportOf(stranger.idToken),
    ]);
    expect(listed.status).toBe(200);
    expect(ids(listed.body)).toEqual([own._id]);
    expect(asked.status).toBe(200);
    expect(ids(asked.body)).toEqual([own._id]);
    expect(ids(exported.body.orders)).toEqual([own._id]);
    expect(listed.text + asked.text + exported.text).not.toContain("Vera Victim");

    // Whoever reads the address's mail and follows the link has proven it: the order is theirs to see.
    const verified = await verifyEmail(stranger);
    const [after, afterAsked] = await Promise.all([mine(verified), byEmail(verified)]);
    expect(ids(after.body).sort()).toEqual([guestOrder._id, own._id].sort());
    expect(ids(afterAsked.body).sort()).toEqual([guestOrder._id, own._id].sort());
  });
});

describe("the Auth emulator's e-mail actions", () => {
  it("resets a password with the mailed code, once", async () => {
    const shopper = await createShopper("forgetful");
    expect((await identityToolkit("sendOobCode", { requestType: "PASSWORD_RESET", email: shopper.email })).status).toBe(
      200,
    );
    const oobCode = await latestOobCode(shopper.email, "PASSWORD_RESET");
    const reset = await identityToolkit("resetPassword", { oobCode, newPassword: "new-secret-2" });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await signIn(shopper.email, "new-secret-2")).uid).toBe(shopper.uid);
    expect(
      (await identityToolkit("signInWithPassword", { email: shopper.email, password: shopper.password })).status,
    ).toBe(400);

    // A code is used up by its first reset: a second use (a link clicked twice, a mail found later) is refused.
    const again = await identityToolkit("resetPassword", { oobCode, newPassword: "third-secret-3" });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/INVALID_OOB_CODE|EXPIRED_OOB_CODE/);
  });

  // The Auth emulator answers a reset for an unknown address with 400 EMAIL_NOT_FOUND, as Firebase does for a
  // project without e-mail enumeration protection (with it, Firebase answers 200 and sends nothing), and sends
  // nothing. The store's forgot-password page shows the same text whatever the answer.
  it("sends no code for an address without an account", async () => {
    const nobody = unique("nobody");
    const answer = await identityToolkit("sendOobCode", { requestType: "PASSWORD_RESET", email: nobody });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe("EMAIL_NOT_FOUND");
    expect(await oobCodesFor(nobody)).toEqual([]);
  });

  it("moves an account to a new address once the new address is verified", async () => {
    const shopper = await verifyEmail(await createShopper("mover"));
    const newEmail = unique("moved");
    const sent = await identityToolkit("sendOobCode", {
      requestType: "VERIFY_AND_CHANGE_EMAIL",
      idToken: shopper.idToken,
      newEmail,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Until the link is followed the account keeps its address.
    expect((await signIn(shopper.email, shopper.password)).uid).toBe(shopper.uid);
    const [code] = await oobCodesFor(shopper.email, "VERIFY_AND_CHANGE_EMAIL");
    expect(code?.newEmail).toBe(newEmail);
    expect((await identityToolkit("update", { oobCode: code!.oobCode })).status).toBe(200);

    const moved = await signIn(newEmail, shopper.password);
    expect(moved.uid).toBe(shopper.uid);
    const exported = await exportOf(moved.idToken);
    expect(exported.body.profile).toMatchObject({ uid: shopper.uid, email: newEmail, emailVerified: true });
    expect(
      (await identityToolkit("signInWithPassword", { email: shopper.email, password: shopper.password })).status,
    ).toBe(400);
  });
});

describe("GET /api/me/export and DELETE /api/me", () => {
  // One shopper with something of every kind, exported and then deleted.
  let shopper: Shopper;
  let delivered: Order;
  /** Still waiting to ship when the account is deleted: the admin must still be able to cancel it. */
  let open: Order;
  let guestOrder: Order;
  let otherReviewer: Shopper;
  const reviewed = () => books[2]!;

  const clearSignupBudgets = async () => {
    const budgets = await getFirestore().collection("newsletterSignupBudgets").get();
    await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
  };
  afterAll(clearSignupBudgets);

  /** A delivered order of the book, through the admin's desk, so its buyer may review it. */
  async function receive(buyer: Shopper, book: Book): Promise<Order> {
    const order = await placeOrder(buyer, [book]);
    for (const status of ["shipped", "delivered"]) expect((await moveOrder(admin, order._id, status)).status).toBe(200);
    return order;
  }
  const review = async (reader: Shopper, rating: number) => {
    const res = await api(`/api/books/${reviewed()._id}/reviews/mine`, {
      method: "PUT",
      token: reader.idToken,
      body: { rating, text: "Worth it" },
    });
    expect(res.status, res.text).toBe(201);
  };

  beforeAll(async () => {
    const email = unique("leaver");
    guestOrder = await placeAsGuest(await createGuest(), books[0]!, email);
    shopper = await verifyEmail(await createShopper("leaver", { email }));
    otherReviewer = await createShopper("stayer");
    [delivered, , open] = await Promise.all([
      receive(shopper, reviewed()),
      receive(otherReviewer, reviewed()),
      placeOrder(shopper, [books[1]!]),
    ]);
    await Promise.all([review(shopper, 1), review(otherReviewer, 5)]);
    const writes = await Promise.all([
      api(`/api/me/wishlist/${books[1]!._id}`, { method: "PUT", token: shopper.idToken }),
      api("/api/me/addresses/home", { method: "PUT", token: shopper.idToken, body: ADDRESS }),
      subscribeConfirmed(email),
    ]);
    for (const res of writes) if (res) expect(res.status, res.text).toBe(201);
  });

  it("answers everything the store keeps about the shopper as one JSON file", async () => {
    const res = await exportOf(shopper.idToken);
    expect(res.status, res.text).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bookstore-data-${day}.json"`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = accountExportSchema.parse(res.body);
    expect(data.profile).toEqual({
      uid: shopper.uid,
      email: shopper.email,
      emailVerified: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(ids(data.orders).sort()).toEqual([delivered._id, guestOrder._id, open._id].sort());
    expect(data.reviews).toEqual([
      expect.objectContaining({ bookId: reviewed()._id, bookTitle: reviewed().title, rating: 1, text: "Worth it" }),
    ]);
    expect(data.wishlist).toEqual([{ bookId: books[1]!._id, wishedAt: expect.any(String) }]);
    expect(data.addresses).toEqual([expect.objectContaining({ id: "home", ...ADDRESS })]);
    expect(data.newsletter).toEqual({ subscribed: true });
  });

  it("refuses a guest, and gives an unverified account only its own orders", async () => {
    const guest = await exportOf((await createGuest()).idToken);
    expectApiError(guest, 403);
    expect(guest.body.error.code).toBe("guest-not-allowed");
    const stranger = await createShopper("stranger", { email: unique("unproven") });
    const data = (await exportOf(stranger.idToken)).body;
    expect(data.profile.emailVerified).toBe(false);
    expect(data).toMatchObject({
      orders: [],
      reviews: [],
      wishlist: [],
      addresses: [],
      newsletter: { subscribed: false },
    });
  });

  it("deletes the account after a recent sign-in, keeping its orders for the shop without the uid", async () => {
    // A sign-in older than five minutes is asked again, and nothing is deleted.
    const stale = await deleteAccount(await tokenSignedInBefore(shopper, 6 * 60));
    expectApiError(stale, 401);
    expect(stale.body.error.code).toBe("reauth-required");
    expect((await exportOf(shopper.idToken)).body.reviews).toHaveLength(1);

    const deleted = await deleteAccount(shopper.idToken);
    expect(deleted.status, deleted.text).toBe(204);

    // The book's rating is recomputed exactly: only the other reader's five stars are left.
    expect((await getBook(reviewed()._id)).rating).toEqual({ average: 5, count: 1 });
    const reviews = await api(`/api/books/${reviewed()._id}/reviews`);
    expect(reviews.body.reviews.map((r: { id: string }) => r.id)).toEqual([otherReviewer.uid]);

    // The sign-in account is gone.
    const signInAgain = await identityToolkit("signInWithPassword", {
      email: shopper.email,
      password: shopper.password,
    });
    expect(signInAgain.status).toBe(400);

    // The orders stay for the admin, tied to no account, and an open one still moves on the desk.
    for (const order of [delivered, guestOrder, open]) {
      const kept = await api<Order>(`/api/orders/${order._id}`, { token: admin });
      expect(kept.status).toBe(200);
    }
    const cancelled = await moveOrder(admin, open._id, "cancelled");
    expect(cancelled.status, cancelled.text).toBe(200);
    // Cancelling it frees its copy of its email's holdings, and writes none for the account again.
    expect((await getFirestore().collection("shopperHoldings").doc(shopper.uid).get()).exists).toBe(false);
    const stored = await getFirestore().collection("orders").doc(delivered._id).get();
    expect(stored.exists).toBe(true);
    expect(stored.get("uid")).toBeUndefined();
    expect((await getFirestore().collection("orders").where("uid", "==", shopper.uid).get()).empty).toBe(true);

    // Nothing else of theirs is left.
    const firestore = getFirestore();
    const [wishes, addresses, subscribers, customer] = await Promise.all([
      firestore.collection("users").doc(shopper.uid).collection("wishlist").get(),
      firestore.collection("users").doc(shopper.uid).collection("addresses").get(),
      firestore.collection("newsletterSubscribers").where("email", "==", shopper.email).get(),
      // Their line in 'Users by average order', which counts a customer per order email.
      firestore.collection("customers").where("email", "==", shopper.email).get(),
    ]);
    expect([wishes.size, addresses.size, subscribers.size, customer.size]).toEqual([0, 0, 0, 0]);

    // A second deletion (a retried request) is told the account is gone, never a 500: 404 from the API, or, as
    // here, 401 already from firebase-admin, which under the Auth emulator refuses a deleted account's tokens.
    const second = await deleteAccount(shopper.idToken);
    expectApiError(second, "4xx");
    expect([401, 404]).toContain(second.status);
  });
});
