import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../support/api-errors";
import { getBook } from "@bookstore/testing/catalog";
import { makeBooks } from "@bookstore/testing/factories";
import { createShopper, type Shopper } from "@bookstore/testing/accounts";
import { recordFigures } from "../support/figures";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { orderBody, postOrder } from "../support/orders";

const figures = { requests: 0, ordersLost: 0, ordersDoubled: 0 };

/** Books of this file's own, numbered 6 to 14 as the tests name them. */
let books: { _id: string }[] = [];
beforeAll(async () => {
  books = await makeBooks(9, { label: "Idempotent" });
});
const id = (n: number) => books[n - 6]!._id;
afterAll(() => recordFigures("order-idempotency", figures));

async function storedOrders(shopper: Shopper) {
  return (await getFirestore().collection("orders").where("email", "==", shopper.email).get()).docs;
}

/** Compares what is stored with what the shopper meant to place, for the run's figures. */
async function expectStored(shopper: Shopper, intended: number) {
  const stored = (await storedOrders(shopper)).length;
  figures.ordersLost += Math.max(0, intended - stored);
  figures.ordersDoubled += Math.max(0, stored - intended);
  expect(stored).toBe(intended);
}

describe("idempotent order placement", () => {
  it("answers a retry with the first order (200, same _id) and stores nothing more", async () => {
    const shopper = await createShopper("idem");
    const key = randomUUID();
    const body = orderBody(shopper, [id(6), id(7)]);
    const first = await postOrder(shopper, body, { key });
    const retries = [];
    for (let i = 0; i < 3; i++) retries.push(await postOrder(shopper, body, { key }));
    figures.requests += 4;
    expect(first.status).toBe(201);
    for (const retry of retries) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
    }
    await expectStored(shopper, 1);
  });

  it("keeps the key's record for a day, marked for the TTL policy that deletes it then", async () => {
    const shopper = await createShopper("idem");
    const placed = await postOrder(shopper, orderBody(shopper, [id(9)]), { key: randomUUID() });
    expect(placed.status).toBe(201);
    const records = await getFirestore().collection("idempotencyKeys").where("orderId", "==", placed.body._id).get();
    expect(records.size).toBe(1);
    const record = records.docs[0]!.data();
    expect(record.expireAt.toMillis() - record.createdAt.toMillis()).toBe(24 * 60 * 60 * 1000);
  });

  it("treats a double click (two simultaneous requests, one key) as one order", async () => {
    const shopper = await createShopper("idem");
    const key = randomUUID();
    const body = orderBody(shopper, [id(8)]);
    const [a, b] = await Promise.all([postOrder(shopper, body, { key }), postOrder(shopper, body, { key })]);
    figures.requests += 2;
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body._id).toBe(b.body._id);
    await expectStored(shopper, 1);
  });

  it("refuses the same key with another body (422) and keeps the first order as it was", async () => {
    const shopper = await createShopper("idem");
    const key = randomUUID();
    const first = await postOrder(shopper, orderBody(shopper, [id(9)]), { key });
    const variants = [
      orderBody(shopper, [id(10)]),
      orderBody(shopper, [id(9), id(10)]),
      orderBody(shopper, [id(9)], { name: "Someone Else" }),
      orderBody(shopper, [id(9)], {
        address: { city: "Porto", country: "Portugal", state: "Porto", zipcode: "4000" },
      }),
    ];
    for (const variant of variants) {
      const res = await postOrder(shopper, variant, { key });
      expectApiError(res, 422);
      expect(res.body.error.code).toBe("idempotency-key-reused");
    }
    figures.requests += 1 + variants.length;
    const [stored] = await storedOrders(shopper);
    expect(stored?.id).toBe(first.body._id);
    expect(stored?.data().productIds).toEqual([id(9)]);
    await expectStored(shopper, 1);
  });

  it("refuses a replay of the key with another shown total (422), but not one with the email's case changed", async () => {
    const shopper = await createShopper("idem");
    const key = randomUUID();
    const shown = (await getBook(id(11))).newPrice;
    const first = await postOrder(shopper, orderBody(shopper, [id(11)], { totalPrice: shown }), { key });
    const otherTotal = await postOrder(shopper, orderBody(shopper, [id(11)], { totalPrice: "999.99" }), {
      key,
    });
    const retry = await postOrder(
      shopper,
      orderBody(shopper, [id(11)], { totalPrice: shown, email: shopper.email.toUpperCase() }),
      { key },
    );
    figures.requests += 3;
    expect(first.status).toBe(201);
    expectApiError(otherTotal, 422);
    expect(otherTotal.body.error.code).toBe("idempotency-key-reused");
    expect(retry.status).toBe(200);
    expect(retry.body._id).toBe(first.body._id);
    await expectStored(shopper, 1);
  });

  it("scopes keys to the shopper: another shopper's identical key places their own order", async () => {
    const [ann, bob] = await Promise.all([createShopper("idem"), createShopper("idem")]);
    const key = randomUUID();
    const a = await postOrder(ann, orderBody(ann, [id(12)]), { key });
    const b = await postOrder(bob, orderBody(bob, [id(12)]), { key });
    figures.requests += 2;
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body._id).not.toBe(a.body._id);
    expect(b.body.email).toBe(bob.email);
    await expectStored(ann, 1);
    await expectStored(bob, 1);
  });

  it("still accepts orders without a key (clients of the first API): each request is a new order", async () => {
    const shopper = await createShopper("idem");
    const body = orderBody(shopper, [id(13)]);
    const a = await postOrder(shopper, body);
    const b = await postOrder(shopper, body);
    figures.requests += 2;
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).not.toBe(b.body._id);
    await expectStored(shopper, 2);
  });

  it("refuses a malformed Idempotency-Key with 400 and stores nothing", async () => {
    const shopper = await createShopper("idem");
    const body = orderBody(shopper, [id(14)]);
    for (const key of ["x".repeat(129), "has space", "semi;colon", "ünïcode"]) {
      const res = await postOrder(shopper, body, { key });
      figures.requests += 1;
      expectApiError(res, 400);
    }
    await expectStored(shopper, 0);
  });
});
