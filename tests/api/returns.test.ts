// Returns and refunds through the API (decision 023): every rule of a shopper's request, staff's moves, the
// refund's limits and what a received return writes in its commit. The books, shoppers and orders are the file's
// own. Shared state: the guest's requests go through the order lookup's budget, which every caller through the
// emulators shares; the test clears it before it asks, as the lookup's own tests do.
import type { ActivityEntry, Book, Order, Return } from "@bookstore/schema";
import { createHash, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, apiOk } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeOrder } from "@bookstore/testing/orders";
import { placeDeliveredOrder } from "@bookstore/testing/returns";
import { restateOrder } from "@bookstore/testing/stored-orders";
import { expectApiError } from "../support/api-errors";

let books: Book[];
let owner: string;
beforeAll(async () => {
  [books, owner] = await Promise.all([createStockedBooks(4, { label: "Returns", stock: 50 }), adminToken()]);
});

const ask = (shopper: { idToken: string }, orderId: string, body: unknown) =>
  api(`/api/orders/${orderId}/returns`, { method: "POST", token: shopper.idToken, body });
const move = (id: string, body: unknown, token = owner) =>
  api(`/api/admin/returns/${id}`, { method: "PATCH", token, body });
const returnsOf = (shopper: { idToken: string }, orderId: string) =>
  apiOk<Return[]>(`/api/orders/${orderId}/returns`, { token: shopper.idToken });
const orderOf = (shopper: { idToken: string }, orderId: string) =>
  apiOk<Order>(`/api/orders/${orderId}`, { token: shopper.idToken });
const stockOf = async (id: string) => (await apiOk<Book>(`/api/books/${id}`)).stock;
const mailTo = async (id: string) => (await getFirestore().collection("mail").doc(id).get()).data();

/** A delivered order of two of the file's books, and the shopper who placed it. */
async function delivered(picked = books.slice(0, 2)): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await createShopper("returner");
  return { shopper, order: await placeDeliveredOrder(shopper, picked, owner) };
}

describe("a shopper asks to return books", () => {
  it("answers 201 with the request, lists it, and mails the shopper and the shop once", async () => {
    const { shopper, order } = await delivered();
    const res = await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "damaged", note: "Torn cover" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      number: `${order.number}-R1`,
      orderId: order._id,
      status: "requested",
      bookIds: [books[0]!._id],
      reason: "damaged",
      note: "Torn cover",
    });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect((await returnsOf(shopper, order._id)).map((r) => r.id)).toEqual([res.body.id]);
    expect((await orderOf(shopper, order._id)).returnedBookIds).toEqual([books[0]!._id]);
    const [own, shop] = await Promise.all([
      mailTo(`return-${res.body.id}-requested`),
      mailTo(`return-${res.body.id}-requested-shop`),
    ]);
    expect(own).toMatchObject({ to: shopper.email });
    expect(own?.message.subject).toContain(res.body.number);
    expect(shop?.message.text).toContain("Torn cover");
  });

  it("refuses a book already in a return (409 already-returned), and takes the order's other book", async () => {
    const { shopper, order } = await delivered();
    expect((await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "other" })).status).toBe(201);
    const again = await ask(shopper, order._id, { bookIds: [books[0]!._id, books[1]!._id], reason: "other" });
    expectApiError(again, 409);
    expect(again.body.error.code).toBe("already-returned");
    const other = await ask(shopper, order._id, { bookIds: [books[1]!._id], reason: "wrong-book" });
    expect(other.status, other.text).toBe(201);
    expect(other.body.number).toBe(`${order.number}-R2`);
  });

  it("refuses bad input with 400 naming the field, and changes nothing", async () => {
    const { shopper, order } = await delivered();
    const cases: [unknown, string][] = [
      [{ bookIds: [], reason: "damaged" }, "bookIds"],
      [{ bookIds: [books[0]!._id], reason: "bored" }, "reason"],
      [{ bookIds: [books[0]!._id], reason: "other", note: "x".repeat(1_001) }, "note"],
      [{ bookIds: [books[3]!._id], reason: "other" }, "bookIds"],
      [{ bookIds: [books[0]!._id], reason: "other", refund: 5 }, "_"],
    ];
    for (const [body, field] of cases) {
      const res = await ask(shopper, order._id, body);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {}), res.text).toContain(field);
    }
    expect(await returnsOf(shopper, order._id)).toEqual([]);
    expect((await orderOf(shopper, order._id)).returnedBookIds).toEqual([]);
  });

  it("refuses an order not delivered (409 not-delivered) and another shopper's order (404)", async () => {
    const shopper = await createShopper("returner");
    const placed = await placeOrder(shopper, [books[0]!]);
    const early = await ask(shopper, placed._id, { bookIds: [books[0]!._id], reason: "other" });
    expectApiError(early, 409);
    expect(early.body.error.code).toBe("not-delivered");

    const { order } = await delivered();
    const stranger = await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "other" });
    expectApiError(stranger, 404);
    expectApiError(await api(`/api/orders/${order._id}/returns`, { token: shopper.idToken }), 404);
  });

  it("refuses once the return window since delivery has passed (409 return-window-closed)", async () => {
    const { shopper, order } = await delivered();
    // Past the longest window a shop may set, so whatever the shop's setting is the window is closed.
    const longAgo = new Date(Date.now() - 400 * 24 * 3_600_000);
    const ref = getFirestore().collection("orders").doc(order._id);
    const timeline = ((await ref.get()).data()!.timeline as { status: string; at: unknown }[]).map((entry) =>
      entry.status === "delivered" ? { ...entry, at: longAgo } : entry,
    );
    await ref.update({ timeline });
    const res = await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "changed-mind" });
    expectApiError(res, 409);
    expect(res.body.error.code).toBe("return-window-closed");
  });

  it("lets a guest ask through the order lookup with the order's number and email", async () => {
    const budgets = await getFirestore().collection("orderLookupBudgets").get();
    await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
    const guest = await createGuest();
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const order = await placeDeliveredOrder({ idToken: guest.idToken, email }, [books[2]!], owner);
    const body = { id: order.number, bookIds: [books[2]!._id], reason: "damaged" };
    const wrong = await api("/api/orders/lookup/returns", {
      method: "POST",
      body: { ...body, email: "someone@example.com" },
    });
    expectApiError(wrong, 404);
    const res = await api<Return>("/api/orders/lookup/returns", { method: "POST", body: { ...body, email } });
    expect(res.status, res.text).toBe(201);
    const listed = await apiOk<Return[]>(
      `/api/orders/lookup/returns?id=${order.number}&email=${encodeURIComponent(email)}`,
    );
    expect(listed.map((r) => r.id)).toEqual([res.body.id]);
    expect((await mailTo(`return-${res.body.id}-requested`))?.message.text).toContain("/orders/lookup?number=");
  });
});

describe("staff decide", () => {
  it("approves, then receives: stock back, the refund recorded, mails and activity with before and after", async () => {
    const { shopper, order } = await delivered();
    const before = await stockOf(books[0]!._id);
    const asked = (await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "damaged" })).body;
    const early = await move(asked.id, { status: "received", refund: { method: "cash" } });
    expectApiError(early, 409);
    expect(early.body.error.code).toBe("return-moved-on");

    const approved = await move(asked.id, { status: "approved", note: "Post it to us" });
    expect(approved.status, approved.text).toBe(200);
    expect((await mailTo(`return-${asked.id}-approved`))?.message.text).toContain("Post it to us");
    const listed = await apiOk<Return[]>("/api/admin/returns?status=approved", { token: owner });
    expect(listed.find((r) => r.id === asked.id)).toMatchObject({ customer: { email: shopper.email } });

    const paid = books[0]!.newPrice;
    const lowered = Math.round(paid * 100 - 100) / 100;
    const tooMuch = await move(asked.id, {
      status: "received",
      refund: { amount: Math.round(paid * 100 + 1) / 100, method: "cash" },
    });
    expectApiError(tooMuch, 400);
    expect(await stockOf(books[0]!._id)).toBe(before);

    const received = await move(asked.id, { status: "received", refund: { amount: lowered, method: "cash" } });
    expect(received.status, received.text).toBe(200);
    expect(received.body.refund).toMatchObject({ amount: lowered, method: "cash" });
    expect(await stockOf(books[0]!._id)).toBe(before + 1);
    const after = await orderOf(shopper, order._id);
    expect(after.returnState).toBe("partly-returned");
    expect(after.refunds).toEqual([expect.objectContaining({ returnId: asked.id, amount: lowered, method: "cash" })]);
    expect((await mailTo(`return-${asked.id}-received`))?.message.text).toContain(`$${lowered.toFixed(2)}`);

    const log = await apiOk<{ entries: ActivityEntry[] }>(`/api/admin/activity?target=return:${asked.id}`, {
      token: owner,
    });
    expect(log.entries.map(({ action, changes }) => [action, changes.status])).toEqual([
      ["return.receive", { before: "approved", after: "received" }],
      ["return.approve", { before: "requested", after: "approved" }],
    ]);
    const again = await move(asked.id, { status: "received", refund: { method: "cash" } });
    expect(again.body.error.code).toBe("return-moved-on");
  });

  it("refuses with the staff's note, mailed, and frees the books to be asked for again", async () => {
    const { shopper, order } = await delivered();
    const asked = (await ask(shopper, order._id, { bookIds: [books[1]!._id], reason: "changed-mind" })).body;
    const refused = await move(asked.id, { status: "refused", note: "Opened and read" });
    expect(refused.status, refused.text).toBe(200);
    expect((await mailTo(`return-${asked.id}-refused`))?.message.text).toContain("Opened and read");
    expect((await orderOf(shopper, order._id)).returnedBookIds).toEqual([]);
    expectApiError(await move(asked.id, { status: "approved" }), 409);
    expectApiError(await move(asked.id, { status: "shipped" }), 400);
    expectApiError(await move("no-such-return", { status: "approved" }), 404);
  });

  it("refunds by default what was paid, less the discount share, plus added tax; delivery with the last book", async () => {
    const { shopper, order } = await delivered();
    const [a, b] = order.items.map((item) => Math.round(item.unitPrice * 100));
    // The order as the checkout stores it with a discount, added tax and delivery (its total kept), counted so.
    await restateOrder(order._id, {
      items: order.items.map((item, i) => ({
        bookId: item.bookId,
        title: item.title,
        unitPriceCents: [a, b][i]!,
        category: books[i]!.category,
        discountCents: [10, 20][i],
        taxCents: [7, 13][i],
      })),
      charges: {
        subtotalCents: a! + b!,
        discount: { code: "TEST", amountCents: 30 },
        delivery: { method: "standard", name: "Standard", priceCents: 450 },
        tax: { rate: 0.06, amountCents: 20, included: false },
        zoneId: "test",
      },
    });
    const first = (await ask(shopper, order._id, { bookIds: [books[0]!._id], reason: "other" })).body;
    expect(first.refundable).toBe((a! - 10 + 7) / 100);
    await move(first.id, { status: "approved" });
    const firstIn = await move(first.id, { status: "received", refund: { method: "bank-transfer" } });
    expect(firstIn.body.refund?.amount).toBe((a! - 10 + 7) / 100);

    const last = (await ask(shopper, order._id, { bookIds: [books[1]!._id], reason: "other" })).body;
    const most = (b! - 20 + 13 + 450) / 100;
    expect(last.refundable).toBe(most);
    await move(last.id, { status: "approved" });
    expectApiError(
      await move(last.id, { status: "received", refund: { amount: Math.round(most * 100 + 1) / 100, method: "cash" } }),
      400,
    );
    expectApiError(await move(last.id, { status: "received", refund: { amount: -1, method: "cash" } }), 400);
    expect((await move(last.id, { status: "received", refund: { amount: most, method: "cash" } })).status).toBe(200);
    const after = await orderOf(shopper, order._id);
    expect(after.returnState).toBe("returned");
    expect(after.refunds.map((refund) => refund.amount)).toEqual([(a! - 10 + 7) / 100, most]);
  });

  it("takes the refund off the shopper's takings in the figures, exactly", async () => {
    const { shopper, order } = await delivered();
    const customer = getFirestore()
      .collection("customers")
      .doc(createHash("sha256").update(shopper.email).digest("hex").slice(0, 40));
    const before = (await customer.get()).data()!;
    const asked = (await ask(shopper, order._id, { bookIds: [books[1]!._id], reason: "other" })).body;
    await move(asked.id, { status: "approved" });
    await move(asked.id, { status: "received", refund: { amount: 0.37, method: "other" } });
    const after = (await customer.get()).data()!;
    expect(after.cents).toBe(before.cents - 37);
    expect(after.orders).toBe(before.orders);
  });
});
