// RUNS ALONE: this file changes the shop's global money state (its settings and whether prices include tax, the
// rest-of-world zone, the client's budget of unknown discount codes) and compares the dashboard's totals, so no
// other file may run beside it. It restores everything it changes.
import type { ActivityPage, AdminStats, Book, DeliveryZone, Order, ShopSettings } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, apiOk } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { maintain } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";
import { expectFiguresMatchFirestore } from "../support/dashboard-figures";
import { cents, createCode, createZone, deleteZone, quote, uniqueCode } from "../support/money";
import { orderBody, postOrder } from "../support/orders";

const COUNTRY = "TF";
const ADDRESS = {
  street: "1 Port-aux-Français",
  city: "Port-aux-Français",
  country: COUNTRY,
  state: "-",
  zipcode: "98412",
};
let owner: string;
let original: ShopSettings;
let books: Book[];
let shopper: Shopper;
let zoneId: string;
type Refusal = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const settings = (body: unknown) =>
  api<ShopSettings & Refusal>("/api/admin/settings", { method: "PUT", token: owner, body });
const zones = () => apiOk<DeliveryZone[]>("/api/admin/delivery-zones", { token: owner });
const putZone = (id: string, body: unknown) =>
  api<DeliveryZone & Refusal>(`/api/admin/delivery-zones/${id}`, { method: "PUT", token: owner, body });
const postZone = (body: unknown) =>
  api<DeliveryZone & Refusal>("/api/admin/delivery-zones", { method: "POST", token: owner, body });
const inputOf = ({ id: _id, updatedAt: _at, ...zone }: DeliveryZone) => zone;
const clearCodeBudgets = async () => {
  const budgets = await getFirestore().collection("discountCodeBudgets").get();
  await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
};

beforeAll(async () => {
  owner = await adminToken();
  original = await apiOk<ShopSettings>("/api/admin/settings", { token: owner });
  [books, shopper] = await Promise.all([createStockedBooks(2, { label: "Settings" }), createShopper("settings")]);
  zoneId = (
    await createZone({
      name: "Settings test zone",
      countries: [COUNTRY],
      taxRate: 0.25,
      methods: [
        { id: "standard", name: "Standard", price: 2, freeOver: null },
        { id: "express", name: "Express", price: 7.5, freeOver: null },
      ],
    })
  ).id;
  await clearCodeBudgets();
});
afterAll(async () => {
  const now = await apiOk<ShopSettings>("/api/admin/settings", { token: owner });
  const { updatedAt: _at, ...restored } = original;
  await settings({ ...restored, expectedUpdatedAt: now.updatedAt ?? undefined });
  await deleteZone(zoneId);
  await clearCodeBudgets();
});

describe("the shop's settings", () => {
  it("start as the demo shop's, with a 30-day return window", () => {
    expect(original).toMatchObject({
      shop: { name: "Chapter & Verse Books Ltd" },
      pricesIncludeTax: true,
      returnWindowDays: 30,
    });
  });

  it("are saved when unchanged since loaded, logged with before and after, and refused with 409 when stale", async () => {
    const { updatedAt, ...input } = original;
    const name = `Chapter & Verse ${uniqueCode("shop")}`;
    const saved = await settings({
      ...input,
      shop: { ...input.shop, name },
      expectedUpdatedAt: updatedAt ?? undefined,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.shop.name).toBe(name);
    expect(saved.body.updatedAt).not.toBeNull();
    const stale = await settings({ ...input, expectedUpdatedAt: "2020-01-01T00:00:00.000Z" });
    expectApiError(stale, 409);
    expect(stale.body.error.code).toBe("settings-changed");
    const log = await apiOk<ActivityPage>("/api/admin/activity?target=settings:shop&limit=1", { token: owner });
    expect(log.entries[0]).toMatchObject({
      action: "settings.change",
      changes: { shop: { before: original.shop, after: { ...original.shop, name } } },
    });
    expect((await apiOk<ShopSettings>("/api/admin/settings", { token: owner })).shop.name).toBe(name);
  });

  it("refuse bad values with 400 naming the field", async () => {
    const { updatedAt: _at, ...input } = original;
    for (const [body, field] of [
      [{ ...input, returnWindowDays: -1 }, "returnWindowDays"],
      [{ ...input, pricesIncludeTax: "yes" }, "pricesIncludeTax"],
      [{ ...input, shop: { ...input.shop, name: "" } }, "shop.name"],
    ] as const) {
      const res = await settings(body);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
  });

  it("add the tax to the total when prices exclude it", async () => {
    const body = { productIds: books.map((b) => b._id), address: ADDRESS };
    const booksCents = books.reduce((sum, b) => sum + cents(b.newPrice), 0);
    const inside = await quote(shopper.idToken, body);
    expect(inside.body.tax).toEqual({ rate: 0.25, amount: Math.round(booksCents / 5) / 100, included: true });
    expect(cents(inside.body.total)).toBe(booksCents + 200);
    const now = await apiOk<ShopSettings>("/api/admin/settings", { token: owner });
    const { updatedAt, ...input } = now;
    expect(
      (await settings({ ...input, pricesIncludeTax: false, expectedUpdatedAt: updatedAt ?? undefined })).status,
    ).toBe(200);
    const added = await quote(shopper.idToken, body);
    expect(added.body.tax).toEqual({ rate: 0.25, amount: Math.round(booksCents / 4) / 100, included: false });
    expect(cents(added.body.total)).toBe(booksCents + 200 + Math.round(booksCents / 4));
    // An order placed at the total shown before the change is refused: the tax changed.
    const stale = await postOrder(
      shopper,
      orderBody(shopper, body.productIds, { address: ADDRESS, totalPrice: inside.body.total }),
    );
    expectApiError(stale, 409);
    expect(stale.body.error.code).toBe("price-changed");
    const back = await apiOk<ShopSettings>("/api/admin/settings", { token: owner });
    expect(
      (await settings({ ...input, pricesIncludeTax: true, expectedUpdatedAt: back.updatedAt ?? undefined })).status,
    ).toBe(200);
  });
});

describe("delivery zones", () => {
  const zone = (countries: string[]) => ({
    name: `Zone ${uniqueCode("z")}`,
    countries,
    taxRate: 0,
    methods: [{ id: "standard", name: "Standard", price: 1, freeOver: null }],
  });

  it("refuse a country another zone has, even two writes racing for it, naming `countries`", async () => {
    const taken = await postZone(zone(["GB"]));
    expectApiError(taken, 400);
    expect(taken.body.error.fields?.countries?.[0]).toContain("United Kingdom");
    const racing = await Promise.all([postZone(zone(["GS"])), postZone(zone(["GS", "PN"]))]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400]);
    const won = racing.find((res) => res.status === 201)!.body;
    const owners = (await zones()).filter((z) => z.countries.includes("GS"));
    expect(owners.map((z) => z.id)).toEqual([won.id]);
    await deleteZone(won.id);
  });

  it("are changed and deleted with the activity log's entries, and refuse bad values with 400", async () => {
    const created = await postZone(zone(["PN"]));
    expect(created.status, created.text).toBe(201);
    const changed = await putZone(created.body.id, { ...zone(["PN", "GS"]), taxRate: 0.05 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ countries: ["PN", "GS"], taxRate: 0.05 });
    for (const [body, field] of [
      [{ ...zone(["PN"]), taxRate: 1.5 }, "taxRate"],
      [{ ...zone(["PN"]), taxRate: -0.1 }, "taxRate"],
      [{ ...zone(["XX"]) }, "countries.0"],
      [
        { ...zone(["PN"]), methods: [{ id: "standard", name: "Standard", price: -1, freeOver: null }] },
        "methods.0.price",
      ],
      [
        { ...zone(["PN"]), methods: [{ id: "standard", name: "Standard", price: "free", freeOver: null }] },
        "methods.0.price",
      ],
    ] as const) {
      const res = await putZone(created.body.id, body);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    }
    expect((await api(`/api/admin/delivery-zones/${created.body.id}`, { method: "DELETE", token: owner })).status).toBe(
      204,
    );
    expectApiError(await putZone(created.body.id, zone(["PN"])), 404);
    const log = await apiOk<ActivityPage>(`/api/admin/activity?target=zone:${created.body.id}`, { token: owner });
    expect(log.entries.map((entry) => entry.action).sort()).toEqual(["zone.change", "zone.create", "zone.delete"]);
  });

  it("without a rest-of-world zone, refuse a country in none with 422 no-delivery naming it, placing nothing", async () => {
    const world = (await zones()).find((z) => z.countries.includes("*"))!;
    expect((await putZone(world.id, { ...inputOf(world), countries: ["AQ"] })).status).toBe(200);
    try {
      const norway = { ...ADDRESS, country: "Norway" };
      const quoted = await quote(shopper.idToken, { productIds: [books[0]!._id], address: norway });
      expectApiError(quoted, 422);
      expect(quoted.body.error).toMatchObject({ code: "no-delivery", message: "We don't deliver to Norway yet." });
      const before = (await getFirestore().collection("orders").where("email", "==", shopper.email).get()).size;
      const placed = await postOrder(shopper, orderBody(shopper, [books[0]!._id], { address: norway }));
      expectApiError(placed, 422);
      expect(placed.body.error.code).toBe("no-delivery");
      expect((await getFirestore().collection("orders").where("email", "==", shopper.email).get()).size).toBe(before);
    } finally {
      expect((await putZone(world.id, inputOf(world))).status).toBe(200);
    }
  });
});

describe("guessing codes", () => {
  it("is refused with 429 past 20 unknown codes from one client, known codes included", async () => {
    const body = (discountCode: string) => ({ productIds: [books[0]!._id], address: ADDRESS, discountCode });
    for (let i = 0; i < 20; i++) {
      const res = await quote(shopper.idToken, body(uniqueCode(`guess${i}`)));
      expect(res.body.error?.code, `guess ${i}`).toBe("discount-unknown");
    }
    const { code } = await createCode({ kind: "percent", value: 5 });
    const refused = await quote(shopper.idToken, body(code));
    expectApiError(refused, 429);
    expect(refused.body.error.code).toBe("too-many-codes");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await clearCodeBudgets();
    expect((await quote(shopper.idToken, body(code))).status).toBe(200);
  });
});

describe("the dashboard's figures", () => {
  it("count the books after discounts as Total Sales, delivery and tax beside them, and the recount agrees", async () => {
    const before = await expectFiguresMatchFirestore(owner);
    const { code } = await createCode({ kind: "amount", value: 1 });
    const body = {
      productIds: books.map((b) => b._id),
      address: ADDRESS,
      deliveryMethod: "express",
      discountCode: code,
    };
    const shown = await quote(shopper.idToken, body);
    const placed = await postOrder(
      shopper,
      orderBody(shopper, body.productIds, { ...body, totalPrice: shown.body.total }),
    );
    expect(placed.status, placed.text).toBe(201);
    const charges = (placed.body as Order).charges;
    const after: AdminStats = await expectFiguresMatchFirestore(owner);
    expect(cents(after.totalSales) - cents(before.totalSales)).toBe(cents(charges.subtotal) - 100);
    expect(cents(after.totalDelivery) - cents(before.totalDelivery)).toBe(750);
    expect(cents(after.totalTax) - cents(before.totalTax)).toBe(cents(charges.tax!.amount));
    maintain(["recount-stats"]);
    expect(await expectFiguresMatchFirestore(owner)).toMatchObject({
      totalSales: after.totalSales,
      totalDelivery: after.totalDelivery,
      totalTax: after.totalTax,
    });
  });
});
