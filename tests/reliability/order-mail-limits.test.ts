// What one identity can make the shop send: orders placed and cancelled per account and per order e-mail over a
// rolling hour (429 too-many-orders with Retry-After), mail a shopper caused per recipient per hour (past it the
// mail stays in the outbox as SKIPPED, never sent), and no control character in any order field.
// The budgets are per holder: each test here fills its own shopper's, e-mail's or recipient's, never the one
// client address every test shares (guests' orders count against it too: one guest order here).
import { createHash } from "node:crypto";
import type { ApiErrorBody, Book, MailPage, Order } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, createGuest, createShopper } from "@bookstore/testing/accounts";
import { api, apiOk } from "@bookstore/testing/api";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { waitForDelivery } from "@bookstore/testing/outbox";
import { uniqueRecipient } from "@bookstore/testing/maildev";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { ADDRESS } from "../support/orders";

const HOUR = 60 * 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const body = (book: Book, extra: Record<string, unknown> = {}) => ({
  name: "Ada Shopper",
  phone: "+351 912 345 678",
  address: ADDRESS,
  productIds: [book._id],
  ...extra,
});
const place = (token: string, book: Book, extra?: Record<string, unknown>) =>
  api<Order & ApiErrorBody>("/api/orders/", { method: "POST", token, body: body(book, extra) });

let book: Book;
beforeAll(async () => {
  [book] = (await createStockedBooks(1, { stock: 100, label: "Limits" })) as [Book];
});

describe("orders placed and cancelled by one identity", () => {
  it(
    "answers 429 too-many-orders with Retry-After once an account has placed and cancelled 30 in an hour",
    async () => {
      const shopper = await createShopper("limits");
      for (let i = 0; i < 15; i++) {
        const placed = await place(shopper.idToken, book);
        expect(placed.status, placed.text).toBe(201);
        const cancel = `/api/orders/${placed.body._id}/cancel`;
        expect((await api(cancel, { method: "POST", token: shopper.idToken })).status).toBe(200);
      }
      const refused = await place(shopper.idToken, book);
      expectApiError(refused, 429);
      expect(refused.body.error.code).toBe("too-many-orders");
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 600);
      expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
    },
    scaled(60_000),
  );

  it("counts an order e-mail in any case, whoever places for it", async () => {
    const email = uniqueRecipient("victim");
    // The e-mail's hour is full (as 30 guests' orders and cancellations for it would leave it).
    const at = Array.from({ length: 30 }, (_, i) => new Date(Date.now() - i * 60_000));
    await getFirestore()
      .collection("orderBudgets")
      .doc(`email:${sha256(email.toLowerCase()).slice(0, 40)}`)
      .set({ at, expireAt: new Date(Date.now() + HOUR) });
    const guest = await createGuest();
    const refused = await place(guest.idToken, book, { email: email.toUpperCase() });
    expectApiError(refused, 429);
    expect(refused.body.error.code).toBe("too-many-orders");
    // The oldest of the hour's thirty leaves it in about 31 minutes.
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(31 * 60 + 1);
  });
});

describe("mail a shopper causes, per recipient", () => {
  it("keeps the eleventh in an hour as SKIPPED with the reason, and still tells the shop", async () => {
    const shopper = await createShopper("skipped");
    const at = Array.from({ length: 10 }, (_, i) => new Date(Date.now() - i * 60_000));
    await getFirestore()
      .collection("mailRecipientBudgets")
      .doc(sha256(shopper.email.toLowerCase()))
      .set({ sentAt: at, expireAt: new Date(Date.now() + HOUR) });
    const placed = await place(shopper.idToken, book);
    expect(placed.status, placed.text).toBe(201);
    const id = `order-${placed.body._id}-placed`;
    const skipped = await waitForDelivery(id, (d) => d.state !== "PENDING" && d.state !== "PROCESSING");
    expect(skipped).toMatchObject({ state: "SKIPPED", attempts: 0 });
    expect(skipped.error).toMatch(/more than 10 mails to this address within an hour/);
    expect((await waitForDelivery(`${id}-shop`, (d) => d.state === "SUCCESS")).state).toBe("SUCCESS");

    const token = await adminToken();
    const page = await apiOk<MailPage>("/api/admin/mail?state=SKIPPED&limit=100", { token });
    expect(page.mails.find((mail) => mail.id === id)).toMatchObject({ state: "SKIPPED", to: shopper.email });
    expect(page.counts.SKIPPED).toBeGreaterThanOrEqual(1);
  });
});

describe("control characters in an order", () => {
  it.each([
    ["name", { name: "Eve\r\nBcc: x@evil.example" }],
    ["name", { name: "Eve\u202Egnp.exe" }],
    ["address.street", { address: { ...ADDRESS, street: "1 Main St\tBcc" } }],
    ["address.city", { address: { ...ADDRESS, city: "Lis\u200Bbon" } }],
    ["phone", { phone: "+351 912\u0085345 678" }],
  ])("refuses %s with 400 naming it, and stores nothing", async (field, extra) => {
    const shopper = await createShopper("control");
    const res = await place(shopper.idToken, book, extra);
    expectApiError(res, 400);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect((await apiOk<Order[]>("/api/orders/mine", { token: shopper.idToken })).length).toBe(0);
  });
});
