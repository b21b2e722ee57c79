// One look: buttons and dialogs take their colours from one set of tokens (index.css), the same on the
// storefront, in the admin and in SweetAlert2's dialogs.
import type { Locator } from "@playwright/test";
import { answerDialog, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const BRAND = "rgb(255, 206, 26)";
const ACTION = "rgb(79, 70, 229)";
const DANGER = "rgb(185, 28, 28)";

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
const radius = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).borderTopLeftRadius);

test("buying is the brand colour, doing is the action colour, losing is the danger colour, dialogs included", async ({
  adminPage: page,
  catalog,
}) => {
  const book = await catalog.create({ stock: 5 });
  await openApp(page, `/books/${book._id}`);
  const addToCart = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
  expect(await background(addToCart)).toBe(BRAND);
  const controlRadius = await radius(addToCart);

  await page.goto("/dashboard/orders");
  const search = page.getByRole("button", { name: "Search" });
  expect(await background(search)).toBe(ACTION);
  expect(await radius(search)).toBe(controlRadius);

  await page.goto("/dashboard/manage-books");
  const row = page.getByRole("main").getByRole("row").filter({ hasText: book.title });
  const remove = row.getByRole("button", { name: /^Delete/ });
  expect(await background(remove)).toBe(DANGER);
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Delete this book?" });
  expect(await background(dialog.getByRole("button", { name: "Delete", exact: true }))).toBe(DANGER);
  expect(await radius(dialog.getByRole("button", { name: "Keep it" }))).toBe(controlRadius);
  await answerDialog(page, "Delete this book?", "Keep it");
});
