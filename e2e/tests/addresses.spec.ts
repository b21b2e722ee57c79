// Saved addresses: the user dashboard lists, adds, edits and deletes them; checkout offers them (the last used
// first), fills the form from the one picked, and saves a new one when asked.
import type { SavedAddressList } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import type { Shopper } from "@bookstore/testing/accounts";
import { scaled } from "@bookstore/testing/timeouts";
import { expectAccessible } from "../fixtures/axe";
import { addedToast, answerDialog, expectDialog, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import type { Page } from "@playwright/test";

const HOME = { street: "12 Rua Augusta", city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-048" };
const OFFICE = { street: "5 Avenida dos Aliados", city: "Porto", country: "Portugal", state: "Porto", zipcode: "4000" };

const listAddresses = async (shopper: Shopper) =>
  (await apiOk<SavedAddressList>("/api/me/addresses", { token: shopper.idToken })).addresses;

async function fillAddress(scope: ReturnType<Page["getByRole"]>, address: typeof HOME) {
  await scope.getByRole("textbox", { name: /street/i }).fill(address.street);
  await scope.getByRole("textbox", { name: /city/i }).fill(address.city);
  await scope.getByLabel(/country/i).fill(address.country);
  await scope.getByRole("textbox", { name: /state/i }).fill(address.state);
  await scope.getByRole("textbox", { name: /zip/i }).fill(address.zipcode);
}

for (const { label, width } of [
  { label: "phone", width: 375 },
  { label: "desktop", width: 1280 },
]) {
  test(`on a ${label}: the dashboard adds, edits and deletes saved addresses`, async ({
    signedIn: page,
    shopper,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, "/user-dashboard");
    const section = page.getByRole("region", { name: "Saved addresses" });
    // The dashboard's first load asks three things at once (orders, addresses, the wishlist's summary); in the
    // Functions emulator each may start an instance of its own, which takes seconds on a busy 2-core machine.
    await expect(section.getByText("You have no saved addresses yet.")).toBeVisible({ timeout: scaled(15_000) });

    await section.getByRole("button", { name: "Add an address" }).click();
    const form = section.getByRole("form", { name: "New address" });
    await fillAddress(form, { ...HOME, city: " " });
    await form.getByRole("button", { name: "Save address" }).click();
    await expect(form.getByRole("textbox", { name: /city/i })).toHaveAccessibleDescription("City is required");
    await expectAccessible(page, testInfo, "address form with an error");
    await page.setViewportSize({ width, height: 900 });
    await form.getByRole("textbox", { name: /city/i }).fill(HOME.city);
    await form.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
    await form.getByRole("button", { name: "Save address" }).click();
    const saved = section.getByRole("listitem").filter({ hasText: "12 Rua Augusta" });
    await expect(saved).toContainText("Lisbon, Lisboa, 1100-048, Portugal");
    await expect(saved).toContainText("Ada Lovelace");
    expect((await listAddresses(shopper)).map((a) => [a.city, a.name, a.phone])).toEqual([
      ["Lisbon", "Ada Lovelace", undefined],
    ]);

    await saved.getByRole("button", { name: "Edit" }).click();
    const edit = section.getByRole("form", { name: /^Edit 12 Rua Augusta/ });
    await edit.getByRole("textbox", { name: /zip/i }).fill("1100-999");
    await edit.getByRole("button", { name: "Save address" }).click();
    await expect(saved).toContainText("1100-999");
    await expectAccessible(page, testInfo, "saved addresses");
    await page.setViewportSize({ width, height: 900 });

    // Deleting asks first: keeping it changes nothing.
    await saved.getByRole("button", { name: "Delete" }).click();
    await expectDialog(page, "Delete this address?", "12 Rua Augusta, Lisbon, Lisboa, 1100-999, Portugal");
    await answerDialog(page, "Delete this address?", "Keep it");
    await expect(saved).toBeVisible();
    await saved.getByRole("button", { name: "Delete" }).click();
    await answerDialog(page, "Delete this address?", "Delete");
    await expect(section.getByText("You have no saved addresses yet.")).toBeVisible();
    expect(await listAddresses(shopper)).toEqual([]);
  });

  test(`on a ${label}: checkout offers saved addresses last used first, fills the form, marks the one used`, async ({
    signedIn: page,
    shopper,
    catalog,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const recipient = { name: "Ada Shopper", phone: "+351 912 345 678" };
    await apiOk("/api/me/addresses/home", { method: "PUT", token: shopper.idToken, body: { ...HOME, ...recipient } });
    await apiOk("/api/me/addresses/office", { method: "PUT", token: shopper.idToken, body: OFFICE });
    const book = await catalog.create();
    await openApp(page, `/books/${book._id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(addedToast(page)).toBeVisible();

    await openApp(page, "/checkout");
    const saved = page.getByRole("group", { name: "Saved addresses" });
    const choices = saved.getByRole("radio");
    await expect(choices).toHaveCount(3);
    await expect(choices.nth(0)).toHaveAccessibleName(/^5 Avenida dos Aliados/);
    await expect(choices.nth(1)).toHaveAccessibleName(/^12 Rua Augusta/);
    await expectAccessible(page, testInfo, "checkout with saved addresses");
    await page.setViewportSize({ width, height: 900 });

    await choices.nth(1).check();
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox", { name: /city/i })).toHaveValue(HOME.city);
    await expect(main.getByRole("textbox", { name: /zip/i })).toHaveValue(HOME.zipcode);
    // Saved with whom it ships to: the name and phone are filled too.
    await expect(main.getByRole("textbox", { name: "Full Name" })).toHaveValue(recipient.name);
    await expect(main.getByRole("textbox", { name: "Phone Number" })).toHaveValue(recipient.phone);
    await expect(main.getByRole("checkbox", { name: "Save this address" })).toHaveCount(0);
    await main.getByRole("checkbox", { name: /terms/i }).check();
    await main.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL("/orders");

    const addresses = await listAddresses(shopper);
    expect(addresses.map((a) => [a.id, a.lastUsedAt === null])).toEqual([
      ["home", false],
      ["office", true],
    ]);
  });
}

test("checkout saves a new address when asked", async ({ signedIn: page, shopper, catalog }) => {
  const book = await catalog.create();
  await openApp(page, `/books/${book._id}`);
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
  await expect(addedToast(page)).toBeVisible();
  await openApp(page, "/checkout");
  const main = page.getByRole("main");
  // No saved address yet: no choice to make, only the form and the offer to save it.
  await expect(main.getByRole("group", { name: "Saved addresses" })).toHaveCount(0);
  await main.getByRole("textbox", { name: /name/i }).fill("Ada Shopper");
  await main.getByRole("textbox", { name: /phone/i }).fill("351912345678");
  await fillAddress(main, OFFICE);
  await main.getByRole("checkbox", { name: "Save this address" }).check();
  await main.getByRole("checkbox", { name: /terms/i }).check();
  await main.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL("/orders");
  await expect
    .poll(async () => (await listAddresses(shopper)).map(({ id: _id, lastUsedAt: _at, ...a }) => a))
    .toEqual([{ ...OFFICE, country: "PT", name: "Ada Shopper", phone: "351912345678" }]);
});
