import type { Book, Order } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { createGuest, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";
import { cents, createZone, deleteZone, quote, readSettings } from "../support/money";
import { orderBody, postOrder } from "../support/orders";

// One quote, one charge: what POST /api/orders/quote answers is what the order is placed at and stores, to the
// cent. The zone is this file's own, for a country no other test delivers to (Bouvet Island).

const COUNTRY = "BV";
const ADDRESS = { street: "1 Nyrøysa", city: "Nyrøysa", country: COUNTRY, state: "-", zipcode: "0000" };
let books: Book[];
let shopper: Shopper;
let zoneId: string;
let included: boolean;

beforeAll(async () => {
  [books, shopper] = await Promise.all([createStockedBooks(3, { label: "Quote" }), createShopper("quote")]);
  const zone = await createZone({
    name: "Quote test zone",
    countries: [COUNTRY],
    taxRate: 0.1,
    methods: [
      { id: "standard", name: "Standard", price: 4.99, freeOver: 50 },
      { id: "express", name: "Express", price: 9.99, freeOver: null },
    ],
  });
  zoneId = zone.id;
  included = (await readSettings()).pricesIncludeTax;
});
afterAll(() => deleteZone(zoneId));

const body = (extra: Record<string, unknown> = {}) => ({
  productIds: books.map((b) => b._id),
  address: ADDRESS,
  ...extra,
});
const booksCents = () => books.reduce((sum, b) => sum + cents(b.newPrice), 0);
/** The tax on `books` cents at 10 %, as the shop's settings say (inside the prices or added). */
const taxOf = (books: number) => Math.round(included ? (books * 0.1) / 1.1 : books * 0.1);

describe("POST /api/orders/quote", () => {
  it("answers the lines, the zone's methods, delivery, tax and total in cents that add up", async () => {
    const res = await quote(shopper.idToken, body());
    expect(res.status, res.text).toBe(200);
    const subtotal = booksCents();
    const tax = taxOf(subtotal);
    expect(res.body.lines).toEqual(books.map((b) => ({ bookId: b._id, title: b.title, unitPrice: b.newPrice })));
    expect(cents(res.body.subtotal)).toBe(subtotal);
    expect(res.body.discount).toBeNull();
    expect(res.body.deliveryMethods).toEqual([
      { id: "standard", name: "Standard", price: 4.99 },
      { id: "express", name: "Express", price: 9.99 },
    ]);
    expect(res.body.delivery).toEqual({ method: "standard", name: "Standard", price: 4.99 });
    expect(res.body.tax).toEqual({ rate: 0.1, amount: tax / 100, included });
    expect(cents(res.body.total)).toBe(subtotal + 499 + (included ? 0 : tax));
  });

  it("charges the method asked for, frees one past its threshold, and takes a guest's token", async () => {
    const express = await quote(shopper.idToken, body({ deliveryMethod: "express" }));
    expect(express.body.delivery).toEqual({ method: "express", name: "Express", price: 9.99 });
    const [dear] = await createStockedBooks(1, { label: "Quote dear", priceScale: 50 });
    const guest = await createGuest();
    const free = await quote(guest.idToken, { ...body(), productIds: [dear!._id] });
    expect(free.status, free.text).toBe(200);
    expect(free.body.delivery.price).toBe(0);
    expect(free.body.deliveryMethods.find((m) => m.id === "standard")?.price).toBe(0);
  });

  it("refuses an unknown method, an unknown country and a caller without a token, naming the field", async () => {
    const method = await quote(shopper.idToken, body({ deliveryMethod: "drone" }));
    expectApiError(method, 400);
    expect(method.body.error.fields?.deliveryMethod).toBeDefined();
    const country = await quote(shopper.idToken, body({ address: { ...ADDRESS, country: "Atlantis" } }));
    expectApiError(country, 400);
    expect(country.body.error.fields?.["address.country"]).toBeDefined();
    const badMethod = await quote(shopper.idToken, body({ deliveryMethod: "Not A Method!" }));
    expectApiError(badMethod, 400);
    expect(badMethod.body.error.fields?.deliveryMethod).toBeDefined();
    expectApiError(await api("/api/orders/quote", { method: "POST", body: body() }), 401);
  });
});

describe("an order charged as quoted", () => {
  it("is placed only at the quote's total, and stores every line of it with each book's shares", async () => {
    const shown = await quote(shopper.idToken, body({ deliveryMethod: "express" }));
    expect(shown.status, shown.text).toBe(200);
    // The books' sum alone is no longer the total: refused, nothing placed.
    const stale = await postOrder(
      shopper,
      orderBody(shopper, body().productIds, {
        address: ADDRESS,
        deliveryMethod: "express",
        totalPrice: booksCents() / 100,
      }),
    );
    expectApiError(stale, 409);
    expect(stale.body.error.code).toBe("price-changed");

    const res = await postOrder(
      shopper,
      orderBody(shopper, body().productIds, {
        address: ADDRESS,
        deliveryMethod: "express",
        totalPrice: shown.body.total,
      }),
    );
    expect(res.status, res.text).toBe(201);
    const order = res.body as Order;
    expect(order.totalPrice).toBe(shown.body.total);
    expect(order.charges).toEqual({
      subtotal: shown.body.subtotal,
      discount: null,
      delivery: shown.body.delivery,
      tax: shown.body.tax,
      total: shown.body.total,
    });
    const stored = (await getFirestore().collection("orders").doc(order._id).get()).data()!;
    expect(stored.totalCents).toBe(cents(shown.body.total));
    expect(stored.charges).toMatchObject({ subtotalCents: booksCents(), zoneId, delivery: { priceCents: 999 } });
    expect(stored.address.country).toBe(COUNTRY);
    const shares = stored.items as { discountCents: number; taxCents: number }[];
    expect(shares.reduce((sum, item) => sum + item.taxCents, 0)).toBe(stored.charges.tax.amountCents);
    expect(shares.every((item) => item.discountCents === 0)).toBe(true);
  });

  it("takes the country's English name, stores its code, and refuses an unknown method before placing", async () => {
    const named = await postOrder(
      shopper,
      orderBody(shopper, [books[0]!._id], { address: { ...ADDRESS, country: "bouvet island" } }),
    );
    expect(named.status, named.text).toBe(201);
    expect((named.body as Order).address.country).toBe(COUNTRY);
    const before = (await getFirestore().collection("orders").where("email", "==", shopper.email).get()).size;
    const method = await postOrder(
      shopper,
      orderBody(shopper, [books[0]!._id], { address: ADDRESS, deliveryMethod: "drone" }),
    );
    expectApiError(method, 400);
    expect(method.body.error.fields?.deliveryMethod).toBeDefined();
    const country = await postOrder(
      shopper,
      orderBody(shopper, [books[0]!._id], { address: { ...ADDRESS, country: "ZZ" } }),
    );
    expectApiError(country, 400);
    expect(country.body.error.fields?.["address.country"]).toBeDefined();
    expect((await getFirestore().collection("orders").where("email", "==", shopper.email).get()).size).toBe(before);
  });

  it("stores a country typed as its common name (UK) as its code", async () => {
    const res = await postOrder(
      shopper,
      orderBody(shopper, [books[1]!._id], { address: { ...ADDRESS, country: "UK" } }),
    );
    expect(res.status, res.text).toBe(201);
    expect((res.body as Order).address.country).toBe("GB");
  });
});
