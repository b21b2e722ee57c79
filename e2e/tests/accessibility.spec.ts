// axe finds no serious or critical violations on the main screens, with their content loaded. Screens
// that need no separate sign-in share one page, visited in turn: each page load costs seconds on the CI machine.
import { adminToken as freshAdminToken } from "@bookstore/testing/accounts";
import { addBooksFromHome, cartLink, openApp, openDashboardWithToken } from "../fixtures/app";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";

// axe checks every element of a page (colour contrast above all): many times a page load per screen.
test.describe.configure({ timeout: scaled(120_000) });

test("a visitor's screens: home, book detail, login and a cart with books", async ({ page }, testInfo) => {
  await openApp(page, "/books/seed-book-01");
  await expect(page.getByRole("heading", { name: "The Quiet Ledger" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "book detail");

  await openApp(page, "/login");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "login");

  await openApp(page, "/");
  await expect(page.getByRole("region", { name: "Top Sellers" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Recommended for you" }).getByRole("article").first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "home");

  await addBooksFromHome(page, 2);
  await cartLink(page).click();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousViolations(page, testInfo, "cart");
});

test("checkout", async ({ shopperPage: page }, testInfo) => {
  await addBooksFromHome(page, 1);
  await cartLink(page).click();
  await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Place Order" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "checkout");
});

test("the admin's screens: /admin login, then /dashboard", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "admin login");

  await openDashboardWithToken(page, await freshAdminToken());
  await expect(page.getByRole("main").getByText("Products", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: /Monthly Revenue/ })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "admin dashboard");
});
