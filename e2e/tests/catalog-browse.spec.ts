// The search page as a bookshop's browse page: filters and sorts kept in the URL (shared links, Back and
// Forward), a count, and an empty state that says what to do. Every test searches for a word only its own books
// have, so the seeded catalog and tests running beside it change nothing it sees.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openApp } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";

const uniqueWord = () => `w${randomUUID().slice(0, 7)}`;

const results = (page: Page) => page.getByRole("main").getByRole("article");
const count = (page: Page) => page.getByRole("main").getByRole("status");
const filters = (page: Page) => page.getByRole("form", { name: "Filter and sort" });

/** The cards' titles in order, matched against the books' title prefixes. */
async function expectTitles(page: Page, tag: string, prefixes: string[]) {
  await expect(results(page).getByRole("heading")).toHaveText(prefixes.map((prefix) => `${prefix} ${tag}`));
}

test("the filters and sorts change the results and the URL, Back restores them, and a shared URL applies them", async ({
  page,
  browser,
  catalog,
}) => {
  const tag = uniqueWord();
  // Created in this order, so newest first is Delta, Charlie, Bravo, Alpha.
  await catalog.create({ title: `Alpha ${tag}`, category: "fiction", newPrice: 8, stock: 5 });
  await catalog.create({ title: `Bravo ${tag}`, category: "fiction", newPrice: 25, stock: 0 });
  await catalog.create({ title: `Charlie ${tag}`, category: "horror", newPrice: 15, stock: 3 });
  await catalog.create({ title: `Delta ${tag}`, category: "business", newPrice: 40, stock: 10 });

  await openApp(page, `/search?q=${tag}`);
  await expect(count(page)).toHaveText("4 books found");
  await expectTitles(page, tag, ["Delta", "Charlie", "Bravo", "Alpha"]);

  const form = filters(page);
  await form.getByLabel("Category").selectOption({ label: "Fiction" });
  await expect(page).toHaveURL(`/search?q=${tag}&category=fiction`);
  await expectTitles(page, tag, ["Bravo", "Alpha"]);
  await expect(count(page)).toHaveText("2 books found");

  await form.getByLabel("In stock only").check();
  await expect(page).toHaveURL(`/search?q=${tag}&category=fiction&inStock=true`);
  await expectTitles(page, tag, ["Alpha"]);
  await expect(count(page)).toHaveText("1 book found");

  await page.goBack();
  await expect(page).toHaveURL(`/search?q=${tag}&category=fiction`);
  await expect(form.getByLabel("In stock only")).not.toBeChecked();
  await expectTitles(page, tag, ["Bravo", "Alpha"]);
  await page.goBack();
  await expect(form.getByLabel("Category")).toHaveValue("");
  await expectTitles(page, tag, ["Delta", "Charlie", "Bravo", "Alpha"]);
  await page.goForward();
  await expect(form.getByLabel("Category")).toHaveValue("fiction");
  await expectTitles(page, tag, ["Bravo", "Alpha"]);
  await form.getByLabel("Category").selectOption({ label: "All categories" });

  // A price range applies when it is complete: typing it changes nothing, Enter applies it.
  await form.getByLabel("Min price ($)").fill("10");
  await form.getByLabel("Max price ($)").fill("30");
  await expect(page).toHaveURL(`/search?q=${tag}`);
  await form.getByLabel("Max price ($)").press("Enter");
  await expect(page).toHaveURL(`/search?q=${tag}&minPrice=10&maxPrice=30`);
  await expectTitles(page, tag, ["Charlie", "Bravo"]);

  await form.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(`/search?q=${tag}&minPrice=10&maxPrice=30&sort=price-desc`);
  await expectTitles(page, tag, ["Bravo", "Charlie"]);
  await form.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expectTitles(page, tag, ["Charlie", "Bravo"]);
  await form.getByLabel("Min price ($)").fill("");
  await form.getByLabel("Max price ($)").fill("");
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/search?q=${tag}&sort=price-asc`);
  await expectTitles(page, tag, ["Alpha", "Charlie", "Bravo", "Delta"]);
  await form.getByLabel("Sort by").selectOption({ label: "Title A–Z" });
  await expectTitles(page, tag, ["Alpha", "Bravo", "Charlie", "Delta"]);

  // Someone else opens the address of a filtered search: the same filters, the same books.
  const shared = `/search?q=${tag}&category=fiction&maxPrice=30&sort=title`;
  const other = await browser.newPage();
  try {
    await openApp(other, shared);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Search results for “${tag}”`);
    const otherForm = filters(other);
    await expect(otherForm.getByLabel("Category")).toHaveValue("fiction");
    await expect(otherForm.getByLabel("Max price ($)")).toHaveValue("30");
    await expect(otherForm.getByLabel("Sort by")).toHaveValue("title");
    await expectTitles(other, tag, ["Alpha", "Bravo"]);
    await expect(count(other)).toHaveText("2 books found");
  } finally {
    await other.close();
  }
});

test("nothing found says what was searched and filtered, that the words alone match, and clears the filters", async ({
  page,
  catalog,
}) => {
  const tag = uniqueWord();
  await catalog.create({ title: `Lantern ${tag}`, category: "fiction", newPrice: 12 });
  await catalog.create({ title: `Compass ${tag}`, category: "business", newPrice: 18 });

  await openApp(page, `/search?q=${tag}&category=horror&inStock=true`);
  const main = page.getByRole("main");
  await expect(main.getByText(`No books match “${tag}” in Horror, in stock.`)).toBeVisible();
  await expect(main.getByText(`2 books match “${tag}” without these filters.`)).toBeVisible();
  await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(results(page)).toHaveCount(0);

  await main.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(`/search?q=${tag}`);
  await expect(count(page)).toHaveText("2 books found");
  await expectTitles(page, tag, ["Compass", "Lantern"]);

  // Back to the empty search: the same message, from the browser's history.
  await page.goBack();
  await expect(main.getByText(`No books match “${tag}” in Horror, in stock.`)).toBeVisible();
  await main.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("region", { name: "Top Sellers" })).toBeVisible();
});

test("values a URL names that cannot be applied are left out and listed, never a broken page", async ({
  page,
  catalog,
}) => {
  const tag = uniqueWord();
  await catalog.create({ title: `Harbour ${tag}`, newPrice: 12 });

  await openApp(page, `/search?q=${tag}&sort=foo&minPrice=abc&category=poetry`);
  await expect(count(page)).toHaveText("1 book found");
  await expectTitles(page, tag, ["Harbour"]);
  await expect(
    page
      .getByRole("main")
      .getByText(
        "Not applied from the address: category “poetry” (not one of the store's categories); lowest price “abc” (not an amount); sort “foo” (not a sort the store offers).",
      ),
  ).toBeVisible();
  await expect(filters(page).getByLabel("Sort by")).toHaveValue("newest");
});

test("browsing without words: the heading says what is shown, and the sort orders the whole catalog", async ({
  page,
}) => {
  await openApp(page, "/search?category=fiction&sort=price-asc");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fiction books");
  await expect(count(page)).toHaveText(/^\d+ books? found$/);
  await expect(results(page).first()).toBeVisible();
  // Other tests add and remove books meanwhile; whatever the page shows is in price order.
  const prices = await results(page).evaluateAll((cards) =>
    cards.map((card) => Number(/\$([\d,]+\.\d\d)/.exec(card.textContent ?? "")![1]!.replace(/,/g, ""))),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole("banner").getByRole("combobox", { name: "Search books" }).fill("quiet");
  await page.getByRole("banner").getByRole("combobox", { name: "Search books" }).press("Enter");
  await expect(page).toHaveURL("/search?q=quiet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “quiet”");
});

test.describe(() => {
  // axe checks every element of a page, three times over.
  test.describe.configure({ timeout: scaled(120_000) });

  test("the filtered search page is axe clean at 375, 800 and 1280 px, and never scrolls sideways", async ({
    page,
    catalog,
  }, testInfo) => {
    const tag = uniqueWord();
    await catalog.create({
      title: `A title long enough to wrap on a phone ${tag}`,
      author: "Bartholomew Featherstonehaugh-Montgomery",
      category: "fiction",
      newPrice: 1234.5,
    });
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openApp(page, `/search?q=${tag}&category=fiction&minPrice=10&inStock=true&sort=price-desc`);
      await expect(count(page)).toHaveText("1 book found");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the search page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, testInfo, `search with filters @ ${width}`);
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await openApp(page, `/search?q=${tag}&category=horror`);
    await expect(page.getByRole("main").getByText(`No books match “${tag}” in Horror.`)).toBeVisible();
    await expectAccessible(page, testInfo, "search empty state @ 375");
  });
});
