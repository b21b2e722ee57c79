// The checkout's money as a shopper meets it: the delivery methods of the address's zone, a discount code, the
// quote's lines, then the same lines on the placed order and its invoice. Reads the seeded zones and settings,
// never changes them; each test makes its own book and its own code.
import { randomUUID } from "node:crypto";
import { adminToken } from "@bookstore/testing/accounts";
import { apiOk } from "@bookstore/testing/api";
import { expectAccessible } from "../fixtures/axe";
import { addedToast, dismissDialog, expectDialog, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const DETAILS = {
  "Full Name": "Ada Shopper",
  "Phone Number": "441225000000",
  "Address / Street": "1 Royal Crescent",
  City: "Bath",
  "Country / region": "United Kingdom",
  "State / province": "Somerset",
  Zipcode: "BA1 2LR",
};

// The owner's token, asked once per worker before any page opens: the codes and the shipping use it.
let ownerToken: string;
test.beforeAll(async () => {
  ownerToken = await adminToken();
});

/** A 10 % code of the test's own. */
async function createCode(): Promise<string> {
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  await apiOk("/api/admin/discounts", {
    method: "POST",
    token: ownerToken,
    body: { code, kind: "percent", value: 10 },
  });
  return code;
}

for (const width of [375, 1280]) {
  test(`at ${width} px: checkout quotes a method and a code, and the order and its invoice show the same lines`, async ({
    signedIn: page,
    catalog,
  }, testInfo) => {
    const book = await catalog.create({ newPrice: 30 });
    const code = await createCode();
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, `/books/${book._id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(addedToast(page)).toBeVisible();
    await openApp(page, "/checkout");
    const main = page.getByRole("main");
    await expect(main.getByText("Enter your address to see the delivery options and the total.")).toBeVisible();

    for (const [label, value] of Object.entries(DETAILS)) await main.getByLabel(label).fill(value);
    // The home zone's methods, with their prices; the first is picked.
    const methods = main.getByRole("group", { name: "Delivery" });
    const express = methods.getByRole("radio", { name: /^Express .*: \$5\.99$/ });
    await expect(methods.getByRole("radio", { name: /^Standard .*: Free$/ })).toBeChecked();
    await express.check();
    const charges = main.getByLabel("Charges");
    await expect(charges).toContainText("Delivery (Express (next working day))$5.99");

    // A code that is no code says why; the test's own code applies.
    const codeField = main.getByLabel("Discount code");
    await codeField.fill("NO-SUCH-CODE-" + randomUUID().slice(0, 6));
    await main.getByRole("button", { name: "Apply" }).click();
    await expect(codeField).toHaveAttribute("aria-invalid", "true");
    await codeField.fill(code.toLowerCase());
    await main.getByRole("button", { name: "Apply" }).click();
    await expect(main.getByText(`${code} applied: −$3.00`)).toBeVisible();
    // The code stays readable whole beside Apply and Remove code, at a phone's width too.
    await expect(main.getByRole("button", { name: "Remove code" })).toBeVisible();
    expect(await codeField.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true);
    await expect(charges).toContainText(`Discount (${code})−$3.00`);
    await expect(charges).toContainText("Includes tax (20%)");
    await expect(charges).toContainText("Total$32.99");
    await expect(main.getByText("Total Price: $32.99")).toBeVisible();
    await expectAccessible(page, testInfo, "checkout with a delivery method and a code");
    await page.setViewportSize({ width, height: 900 });

    await main.getByRole("checkbox", { name: /terms/i }).check();
    await main.getByRole("button", { name: "Place Order" }).click();
    const confirmed = await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
    await dismissDialog(page, confirmed);
    await expect(page).toHaveURL("/orders");

    // The order reads as it was charged.
    const placed = main.getByLabel("Charges");
    await expect(placed).toContainText("Subtotal$30.00");
    await expect(placed).toContainText(`Discount (${code})−$3.00`);
    await expect(placed).toContainText("Delivery (Express (next working day))$5.99");
    await expect(placed).toContainText("Includes tax (20%)");
    await expect(placed).toContainText("Total$32.99");
    await expectAccessible(page, testInfo, "orders with their charges");

    // Shipped, it has an invoice, which the shopper downloads with their token.
    const id = (await main.getByText(/^Order ID: /).textContent())!.replace("Order ID: ", "");
    await apiOk(`/api/orders/${id}`, { method: "PATCH", token: ownerToken, body: { status: "shipped" } });
    await page.reload();
    const invoiceButton = page.getByRole("button", { name: /^Invoice INV-\d{4}-\d{6} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent("download"), invoiceButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await download.createReadStream();
    const head = await new Promise<string>((resolve) => pdf.once("data", (chunk) => resolve(String(chunk))));
    expect(head.startsWith("%PDF")).toBe(true);
  });
}
