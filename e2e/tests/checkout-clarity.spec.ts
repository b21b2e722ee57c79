// Checkout says what it is doing: the books being bought, why Place Order waits, where the terms are, and where
// focus goes once the order is placed.
import { expectAccessible } from "../fixtures/axe";
import { addedToast, dismissDialog, expectDialog, openApp, priceText } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const DETAILS = {
  "Full Name": "Ada Shopper",
  "Phone Number": "351912345678",
  "Address / Street": "12 Rua Augusta",
  City: "Lisbon",
  "Country / region": "Portugal",
  "State / province": "Lisboa",
  Zipcode: "1100048",
};

for (const width of [375, 1280]) {
  test(`at ${width} px: checkout lists the books, says why Place Order waits, links the terms, then focuses the orders`, async ({
    signedIn: page,
    catalog,
  }, testInfo) => {
    const book = await catalog.create({ newPrice: 12.34 });
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, `/books/${book._id}`);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await expect(addedToast(page)).toBeVisible();
    await openApp(page, "/checkout");
    const main = page.getByRole("main");

    // The book being bought, with its price, above the total.
    const books = main.getByRole("list", { name: "Books in this order" });
    await expect(books.getByRole("listitem")).toHaveCount(1);
    await expect(books.getByRole("listitem")).toContainText(book.title);
    await expect(books.getByRole("listitem")).toContainText(priceText(12.34));
    const total = main.getByText(/^Total Price:/);
    expect((await books.boundingBox())!.y).toBeLessThan((await total.boundingBox())!.y);

    for (const [label, value] of Object.entries(DETAILS)) await main.getByLabel(label).fill(value);
    // Unticked, Place Order is still reached by Tab, and says why it waits.
    const placeOrder = main.getByRole("button", { name: "Place Order" });
    await main.getByRole("link", { name: "Shopping Policy." }).focus();
    await page.keyboard.press("Tab");
    await expect(placeOrder).toBeFocused();
    await expect(placeOrder).toBeDisabled();
    await expect(placeOrder).toHaveAccessibleDescription(
      "Tick the box to agree to the terms before placing your order.",
    );
    await expectAccessible(page, testInfo, "checkout with its books, terms unticked");
    await page.setViewportSize({ width, height: 900 });
    // Pressed anyway: the shopper is taken to the box, and nothing is sent.
    await page.keyboard.press("Enter");
    const terms = main.getByRole("checkbox", { name: /terms/i });
    await expect(terms).toBeFocused();
    await expect(page).toHaveURL("/checkout");

    // 'Terms & Conditions' opens the terms, beside the form the shopper is filling.
    const [termsPage] = await Promise.all([
      page.context().waitForEvent("page"),
      main.getByRole("link", { name: "Terms & Conditions" }).click(),
    ]);
    await expect(termsPage).toHaveURL("/terms");
    await expect(termsPage.getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
    await expect(termsPage.getByRole("heading", { name: "Shopping Policy" })).toBeVisible();
    await termsPage.setViewportSize({ width, height: 900 });
    await expectAccessible(termsPage, testInfo, "terms page");
    await termsPage.close();

    await terms.check();
    await expect(placeOrder).not.toHaveAttribute("aria-disabled");
    await placeOrder.click();
    const confirmed = await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
    await dismissDialog(page, confirmed);
    await expect(page).toHaveURL("/orders");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
}
