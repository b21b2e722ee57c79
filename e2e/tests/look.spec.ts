// One look: buttons, badges, notices and dialogs take their colours from one set of tokens (index.css), the same
// on the storefront, in the admin and in SweetAlert2's dialogs.
import type { Locator, Page } from "@playwright/test";
import { answerDialog, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const BRAND = "rgb(255, 206, 26)";
const ACTION = "rgb(79, 70, 229)";
const DANGER = "rgb(185, 28, 28)";

const style = (locator: Locator, property: "backgroundColor" | "color" | "borderTopColor" | "borderTopLeftRadius") =>
  locator.evaluate((el, name) => getComputedStyle(el)[name], property);
const background = (locator: Locator) => style(locator, "backgroundColor");
const radius = (locator: Locator) => style(locator, "borderTopLeftRadius");

/** A token of index.css as the browser computes it (rgb() for a colour, px for a radius), so the two compare. */
function token(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => {
    const probe = document.createElement("span");
    const isRadius = variable.startsWith("--radius");
    probe.style.setProperty(isRadius ? "border-top-left-radius" : "color", `var(${variable})`);
    document.body.append(probe);
    const computed = getComputedStyle(probe);
    const value = isRadius ? computed.borderTopLeftRadius : computed.color;
    probe.remove();
    return value;
  }, name);
}

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

test("badges, stock notices and the dialog itself wear the tokens, not colours of their own", async ({
  adminPage: page,
  catalog,
}) => {
  const low = await catalog.create({ stock: 2 });
  const soldOut = await catalog.create({ stock: 0 });
  const tokens = Object.fromEntries(
    await Promise.all(
      ["caution", "caution-soft", "danger", "danger-soft", "secondary", "ink"].map(
        async (name) => [name, await token(page, `--color-${name}`)] as const,
      ),
    ),
  );

  await openApp(page, `/books/${low._id}`);
  expect(await style(page.getByRole("main").getByText("Only 2 left", { exact: true }), "color")).toBe(tokens.caution);
  await page.goto(`/books/${soldOut._id}`);
  expect(await style(page.getByRole("main").getByText("Out of stock", { exact: true }), "color")).toBe(tokens.danger);

  await page.goto("/dashboard/manage-books");
  const main = page.getByRole("main");
  const lowBadge = main.getByRole("row").filter({ hasText: low.title }).getByText("Low", { exact: true });
  expect(await background(lowBadge)).toBe(tokens["caution-soft"]);
  expect(await style(lowBadge, "color")).toBe(tokens.caution);
  const soldOutRow = main.getByRole("row").filter({ hasText: soldOut.title });
  const soldOutBadge = soldOutRow.getByText("Out of stock", { exact: true });
  expect(await background(soldOutBadge)).toBe(tokens["danger-soft"]);
  expect(await style(soldOutBadge, "color")).toBe(tokens.danger);

  // The popup, not only its buttons: its corners, title, text and icon.
  await soldOutRow.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this book?" });
  await expect(dialog).toBeVisible();
  expect(await radius(dialog)).toBe(await token(page, "--radius-dialog"));
  expect(await style(dialog.getByRole("heading", { name: "Delete this book?" }), "color")).toBe(tokens.secondary);
  expect(await style(dialog.getByText(/will be removed from the store for good/), "color")).toBe(tokens.ink);
  const warningIcon = dialog.locator(".swal2-icon.swal2-warning");
  expect(await style(warningIcon, "borderTopColor")).toBe(tokens.caution);
  expect(await style(warningIcon, "color")).toBe(tokens.caution);
  await answerDialog(page, "Delete this book?", "Keep it");
});
