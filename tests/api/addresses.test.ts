import type { Book, SavedAddress, SavedAddressList } from "@bookstore/schema";
import { SAVED_ADDRESSES } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";

const home = { street: "12 Rua Augusta", city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-048" };
const office = { city: "Porto", country: "Portugal", state: "Porto", zipcode: "4000-322" };

const save = (shopper: Shopper, id: string, body: unknown) =>
  api<SavedAddress & { error?: any }>(`/api/me/addresses/${id}`, { method: "PUT", token: shopper.idToken, body });
const remove = (shopper: Shopper, id: string) =>
  api(`/api/me/addresses/${id}`, { method: "DELETE", token: shopper.idToken });
const list = async (shopper: Shopper) => {
  const res = await api<SavedAddressList>("/api/me/addresses", { token: shopper.idToken });
  expect(res.status).toBe(200);
  return res.body.addresses;
};
const stored = async (shopper: Shopper) =>
  (await getFirestore().collection(`users/${shopper.uid}/addresses`).get()).docs.map((doc) => doc.id).sort();

let book: Book;
beforeAll(async () => {
  [book] = (await createStockedBooks(1, { label: "Addressed" })) as [Book];
});

describe("the saved addresses API", () => {
  it("needs a signed-in shopper for every call: 401 signed out, with an admin token, or a forged token", async () => {
    const admin = await adminToken();
    const calls = [
      ["GET", "/api/me/addresses", undefined],
      ["PUT", "/api/me/addresses/home", home],
      ["DELETE", "/api/me/addresses/home", undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      for (const token of [undefined, admin, "not-a-token"]) {
        const res = await api(path, { method, token, body });
        expectApiError(res, 401);
      }
    }
  });

  it("saves (201), replaces (200), lists and deletes (204, twice) the shopper's own addresses", async () => {
    const shopper = await createShopper("addresses");
    const created = await save(shopper, "home", home);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: "home", ...home, lastUsedAt: null });
    expect(await list(shopper)).toEqual([{ id: "home", ...home, lastUsedAt: null }]);

    // A replacement is the address as sent: a street left out is gone.
    const moved = { city: "Faro", country: "Portugal", state: "Algarve", zipcode: "8000" };
    const replaced = await save(shopper, "home", moved);
    expect(replaced.status).toBe(200);
    expect(await list(shopper)).toEqual([{ id: "home", ...moved, lastUsedAt: null }]);
    // Saving the same again changes nothing.
    expect((await save(shopper, "home", moved)).status).toBe(200);

    expect(await list(await createShopper("someone-else"))).toEqual([]);
    expect((await remove(shopper, "home")).status).toBe(204);
    expect((await remove(shopper, "home")).status).toBe(204);
    expect(await list(shopper)).toEqual([]);
  });

  it("keeps whom an address ships to, name and phone, when saved with them", async () => {
    const shopper = await createShopper("addresses");
    const withRecipient = { ...home, name: "Ada Lovelace", phone: "+351 912 345 678" };
    const created = await save(shopper, "home", withRecipient);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: "home", ...withRecipient, lastUsedAt: null });
    expect(await list(shopper)).toEqual([{ id: "home", ...withRecipient, lastUsedAt: null }]);
    // A replacement without them is the address as sent: they are gone.
    expect((await save(shopper, "home", home)).status).toBe(200);
    expect(await list(shopper)).toEqual([{ id: "home", ...home, lastUsedAt: null }]);
  });

  it("validates an address exactly as an order's: 400 naming each failing field, nothing written", async () => {
    const shopper = await createShopper("addresses");
    const missing = await save(shopper, "home", { ...home, city: undefined, zipcode: "  " });
    expectApiError(missing, 400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["city", "zipcode"]);
    const tooLong = await save(shopper, "home", { ...home, street: "x".repeat(121) });
    expect(Object.keys(tooLong.body.error.fields)).toEqual(["street"]);
    const extra = await save(shopper, "home", { ...home, email: "ada@example.com" });
    expectApiError(extra, 400);
    // Name and phone follow an order's rules too.
    const badRecipient = await save(shopper, "home", { ...home, name: " ", phone: "call me" });
    expect(Object.keys(badRecipient.body.error.fields).sort()).toEqual(["name", "phone"]);
    const badId = await save(shopper, "__home__", home);
    expectApiError(badId, 400);
    expect(Object.keys(badId.body.error.fields)).toEqual(["id"]);
    const notJson = await api("/api/me/addresses/home", {
      method: "PUT",
      token: shopper.idToken,
      rawBody: "city=Lisbon",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expectApiError(notJson, 415);
    expect(await stored(shopper)).toEqual([]);
  });

  it(`keeps at most ${SAVED_ADDRESSES.max}: the next is 409, a replacement still passes`, async () => {
    const shopper = await createShopper("addresses");
    const ids = Array.from({ length: SAVED_ADDRESSES.max }, (_, i) => `place-${i}`);
    for (const id of ids) expect((await save(shopper, id, office)).status).toBe(201);
    const eleventh = await save(shopper, "one-too-many", office);
    expectApiError(eleventh, 409);
    expect(eleventh.body.error.code).toBe("address-limit");
    expect((await save(shopper, "place-3", home)).status).toBe(200);
    expect(await stored(shopper)).toEqual([...ids].sort());
    expect((await remove(shopper, "place-0")).status).toBe(204);
    expect((await save(shopper, "one-too-many", office)).status).toBe(201);
  });

  it("lists the last used first: an order shipped to a saved address exactly marks it used", async () => {
    const shopper = await createShopper("addresses");
    await save(shopper, "home", home);
    await save(shopper, "office", office);
    expect((await list(shopper)).map((a) => a.id)).toEqual(["office", "home"]);

    const order = (address: unknown, addressId: string) =>
      api("/api/orders/", {
        method: "POST",
        token: shopper.idToken,
        body: { name: "Ada", phone: "+351 912 345 678", address, productIds: [book._id], addressId },
      });
    expect((await order(home, "home")).status).toBe(201);
    const afterHome = await list(shopper);
    expect(afterHome.map((a) => a.id)).toEqual(["home", "office"]);
    expect(afterHome[0]!.lastUsedAt).toEqual(expect.any(String));
    expect(afterHome[1]!.lastUsedAt).toBeNull();

    // Filled from the office, then changed: not a use of the office's address.
    expect((await order({ ...office, zipcode: "4000-999" }, "office")).status).toBe(201);
    expect((await list(shopper)).map((a) => [a.id, a.lastUsedAt === null])).toEqual([
      ["home", false],
      ["office", true],
    ]);
    // An id that is no saved address changes nothing and does not stop the order.
    expect((await order(home, "nowhere")).status).toBe(201);
    expect(await stored(shopper)).toEqual(["home", "office"]);
  });
});
