import type { Book, Discount, Order } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";
import { cents, createCode, createZone, deleteZone, quote, uniqueCode } from "../support/money";
import { orderBody, postOrder } from "../support/orders";

// Discount codes: each test makes codes of its own name, and the file delivers to a country of its own (Heard
// Island, no tax), so nothing here changes what other files are charged.

const COUNTRY = "HM";
const ADDRESS = { street: "1 Atlas Cove", city: "Atlas Cove", country: COUNTRY, state: "-", zipcode: "7151" };
let books: Book[];
let zoneId: string;
let owner: string;

beforeAll(async () => {
  owner = await adminToken();
  books = await createStockedBooks(3, { label: "Discounts" });
  const zone = await createZone({
    name: "Discount test zone",
    countries: [COUNTRY],
    taxRate: 0,
    methods: [
      { id: "standard", name: "Standard", price: 3, freeOver: null },
      { id: "express", name: "Express", price: 8, freeOver: null },
    ],
  });
  zoneId = zone.id;
});
afterAll(() => deleteZone(zoneId));

const ids = () => books.map((b) => b._id);
const booksCents = () => books.reduce((sum, b) => sum + cents(b.newPrice), 0);
const quoteWith = (token: string, discountCode: string, extra: Record<string, unknown> = {}) =>
  quote(token, { productIds: ids(), address: ADDRESS, discountCode, ...extra });
const order = (shopper: Shopper, discountCode: string, extra: Record<string, unknown> = {}) =>
  postOrder(shopper, orderBody(shopper, ids(), { address: ADDRESS, discountCode, ...extra }));
const cancel = (shopper: { idToken: string }, id: string) =>
  api(`/api/orders/${id}/cancel`, { method: "POST", token: shopper.idToken });
const usesOf = async (code: string) =>
  (await api<Discount[]>("/api/admin/discounts", { token: owner })).body.find((d) => d.code === code)?.uses;

describe("the owner's discount codes", () => {
  it("are created and listed to the owner, logged, and never shown to a shopper", async () => {
    const code = await createCode({ kind: "percent", value: 10 });
    expect(code).toMatchObject({ kind: "percent", value: 10, uses: 0, disabled: false, maxUses: null });
    const list = await api<Discount[]>("/api/admin/discounts", { token: owner });
    expect(list.body.map((d) => d.code)).toContain(code.code);
    const shopper = await createShopper("codes");
    expect([401, 403]).toContain((await api("/api/admin/discounts", { token: shopper.idToken })).status);
    expect((await api("/api/admin/discounts")).status).toBe(401);
    const entries = await getFirestore().collection("activity").where("targetKey", "==", `discount:${code.code}`).get();
    expect(entries.docs.map((doc) => doc.get("action"))).toEqual(["discount.create"]);
  });

  it("refuse bad terms with 400 naming the field, a taken code with 409, and change nothing", async () => {
    const post = (body: Record<string, unknown>) => api("/api/admin/discounts", { method: "POST", token: owner, body });
    const code = uniqueCode("bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ code, kind: "percent", value: 150 }, "value"],
      [{ code, kind: "amount", value: -1 }, "value"],
      [{ code, kind: "amount", value: "ten" }, "value"],
      [
        { code, kind: "percent", value: 10, startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
        "endsAt",
      ],
      [{ code: "not a code!", kind: "percent", value: 10 }, "code"],
      [{ code, kind: "percent", value: 10, minSubtotal: -5 }, "minSubtotal"],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const made = await createCode({ kind: "amount", value: 5 });
    const again = await post({ code: made.code.toLowerCase(), kind: "percent", value: 1 });
    expectApiError(again, 409);
    expect(again.body.error.code).toBe("discount-exists");
    const patch = (code: string, body: unknown) =>
      api(`/api/admin/discounts/${code}`, { method: "PATCH", token: owner, body });
    expectApiError(await patch(uniqueCode("none"), { disabled: true }), 404);
    const ends = await patch(made.code, { startsAt: "2030-01-02T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" });
    expectApiError(ends, 400);
    expect(ends.body.error.fields?.endsAt).toBeDefined();
    expectApiError(await patch(made.code, { kind: "percent", value: 500 }), 400);
    const unchanged = (await api<Discount[]>("/api/admin/discounts", { token: owner })).body.find(
      (d) => d.code === made.code,
    );
    expect(unchanged).toMatchObject({ kind: "amount", value: 5, startsAt: null, endsAt: null });
  });
});

describe("a code at the checkout", () => {
  it("applies typed in any case with spaces around it, to the books only, and the order keeps its shares", async () => {
    const { code } = await createCode({ kind: "percent", value: 10 });
    const shopper = await createShopper("percent");
    const res = await quoteWith(shopper.idToken, `  ${code.toLowerCase()} `);
    expect(res.status, res.text).toBe(200);
    const off = Math.round(booksCents() / 10);
    expect(res.body.discount).toEqual({ code, amount: off / 100 });
    expect(res.body.delivery.price).toBe(3);
    expect(cents(res.body.total)).toBe(booksCents() - off + 300);
    const placed = await order(shopper, code.toLowerCase(), { totalPrice: res.body.total });
    expect(placed.status, placed.text).toBe(201);
    const stored = (
      await getFirestore()
        .collection("orders")
        .doc((placed.body as Order)._id)
        .get()
    ).data()!;
    expect(stored.charges.discount).toEqual({ code, amountCents: off });
    const shares = stored.items.map((item: { discountCents: number }) => item.discountCents);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(off);
    expect(await usesOf(code)).toBe(1);
  });

  it("never takes the books below zero, and a free-delivery code frees the method picked", async () => {
    const shopper = await createShopper("amount");
    const big = await createCode({ kind: "amount", value: 1000 });
    const res = await quoteWith(shopper.idToken, big.code, { deliveryMethod: "express" });
    expect(res.body.discount).toEqual({ code: big.code, amount: booksCents() / 100 });
    expect(res.body.total).toBe(8);
    const free = await createCode({ kind: "free-delivery", value: 0 });
    const shipped = await quoteWith(shopper.idToken, free.code, { deliveryMethod: "express" });
    expect(shipped.body.delivery).toEqual({ method: "express", name: "Express", price: 0 });
    expect(cents(shipped.body.total)).toBe(booksCents());
  });

  it("names why it does not apply: unknown, disabled, not started, expired, or short of the minimum by how much", async () => {
    const shopper = await createShopper("refusals");
    const expectRefusal = async (code: string, reason: string, text?: string) => {
      const res = await quoteWith(shopper.idToken, code);
      expectApiError(res, 422);
      expect(res.body.error.code).toBe(reason);
      expect(res.body.error.fields?.discountCode).toBeDefined();
      if (text) expect(res.body.error.message).toContain(text);
    };
    await expectRefusal(uniqueCode("nothing"), "discount-unknown");
    const disabled = await createCode({ kind: "percent", value: 5, disabled: true });
    await expectRefusal(disabled.code, "discount-unknown");
    const later = await createCode({
      kind: "percent",
      value: 5,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await expectRefusal(later.code, "discount-not-started");
    const past = await createCode({
      kind: "percent",
      value: 5,
      startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    await expectRefusal(past.code, "discount-expired");
    const minimum = await createCode({ kind: "amount", value: 1, minSubtotal: booksCents() / 100 + 2.5 });
    await expectRefusal(minimum.code, "discount-minimum", "$2.50");
    // The owner can end a code at once: the next quote refuses it.
    const ended = await createCode({ kind: "percent", value: 5 });
    expect((await quoteWith(shopper.idToken, ended.code)).status).toBe(200);
    await api(`/api/admin/discounts/${ended.code}`, { method: "PATCH", token: owner, body: { disabled: true } });
    await expectRefusal(ended.code, "discount-unknown");
  });

  it("runs out at maxUses with 409 discount-used-up, and a cancelled order gives its use back", async () => {
    const { code } = await createCode({ kind: "percent", value: 20, maxUses: 1 });
    const [first, second] = await Promise.all([createShopper("first"), createShopper("second")]);
    const placed = await order(first, code);
    expect(placed.status, placed.text).toBe(201);
    const refused = await order(second, code);
    expectApiError(refused, 409);
    expect(refused.body.error.code).toBe("discount-used-up");
    expect((await quoteWith(second.idToken, code)).body.error.code).toBe("discount-used-up");
    expect((await cancel(first, (placed.body as Order)._id)).status).toBe(200);
    expect(await usesOf(code)).toBe(0);
    expect((await order(second, code)).status).toBe(201);
  });

  it("once per customer: per account and per order email in any case, freed when that order is cancelled", async () => {
    const { code } = await createCode({ kind: "amount", value: 1, oncePerCustomer: true });
    const shopper = await createShopper("once");
    const placed = await order(shopper, code);
    expect(placed.status, placed.text).toBe(201);
    const again = await order(shopper, code);
    expectApiError(again, 409);
    expect(again.body.error.code).toBe("discount-already-used");
    // A guest with the same email, typed in capitals, is the same customer.
    const guest = await createGuest();
    const asGuest = { ...shopper, idToken: guest.idToken, uid: guest.uid, email: shopper.email.toUpperCase() };
    const byEmail = await order(asGuest, code);
    expectApiError(byEmail, 409);
    expect(byEmail.body.error.code).toBe("discount-already-used");
    expect((await cancel(shopper, (placed.body as Order)._id)).status).toBe(200);
    expect((await order(asGuest, code)).status).toBe(201);
    expect(await usesOf(code)).toBe(1);
  });
});
