// Issue 5: axe finds no serious or critical violations on the main screens, with their content loaded.
import AxeBuilder from "@axe-core/playwright";
import { addBooksFromHome, cartLink, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import type { Page, TestInfo } from "@playwright/test";

// axe checks every element of the page (colour contrast above all): over a minute per page on the 2-core CI machine.
test.describe.configure({ timeout: 300_000 });

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo) {
  const results = await new AxeBuilder({ page }).analyze();
  await testInfo.attach("axe-results.json", { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious).toEqual([]);
}

test("home", async ({ page }, testInfo) => {
  await openApp(page, "/");
  await expect(page.getByRole("region", { name: "Top Sellers" }).getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Recommended for you" }).getByRole("article").first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("book detail", async ({ page }, testInfo) => {
  await openApp(page, "/books/seed-book-01");
  await expect(page.getByRole("heading", { name: "The Quiet Ledger" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("cart", async ({ page }, testInfo) => {
  await addBooksFromHome(page, 2);
  await cartLink(page).click();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousViolations(page, testInfo);
});

test("checkout", async ({ shopperPage: page }, testInfo) => {
  await addBooksFromHome(page, 1);
  await cartLink(page).click();
  await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Place Order" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("login", async ({ page }, testInfo) => {
  await openApp(page, "/login");
  await expect(page.getByRole("main").getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("admin login", async ({ page }, testInfo) => {
  await page.goto("/admin");
  await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});

test("admin dashboard", async ({ adminPage: page }, testInfo) => {
  await expect(page.getByRole("main").getByText("Products", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: /Monthly Revenue/ })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo);
});
