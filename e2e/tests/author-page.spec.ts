// Every book has an author, and every author a page (/authors/:slug) listing their books. Each test's author has
// a name no other book's author has, so the seeded catalog and tests running beside it change nothing it sees.
import { randomUUID } from "node:crypto";
import { authorSlug } from "@bookstore/schema/words";
import { openApp, splash } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";

const uniqueAuthor = () => `Oda Nørgaard ${randomUUID().slice(0, 8)}`;

test("the author link on a book page leads to the author's page, listing exactly that author's books", async ({
  page,
  catalog,
}) => {
  const author = uniqueAuthor();
  const first = await catalog.create({ author, title: `Winter Light ${randomUUID().slice(0, 8)}` });
  const second = await catalog.create({
    author,
    title: `Summer Rain ${randomUUID().slice(0, 8)}`,
    isbn: "",
    publisher: "Fjord House",
    publishedYear: 2021,
    pages: 312,
    language: "Norwegian",
    format: "paperback",
  });
  // Same words and more: another author, whose books are not this author's.
  await catalog.create({ author: `${author} Junior`, title: `Autumn Leaves ${randomUUID().slice(0, 8)}` });

  await openApp(page, `/books/${second._id}`);
  const main = page.getByRole("main");
  const details = main.getByRole("region", { name: "Book details" });
  // The year is 'Published', above the details, not repeated among them.
  await expect(main).toContainText(/Published:\s*2021/);
  await expect(details.getByText("Year:")).toHaveCount(0);
  for (const [label, value] of [
    ["Publisher:", "Fjord House"],
    ["Pages:", "312"],
    ["Language:", "Norwegian"],
    ["Format:", "Paperback"],
  ]) {
    const term = details.getByRole("term").filter({ hasText: label });
    await expect(term.locator("xpath=following-sibling::dd[1]")).toHaveText(value!);
  }
  await expect(details.getByText("ISBN:")).toHaveCount(0);

  await main.getByRole("link", { name: author, exact: true }).click();
  await expect(page).toHaveURL(`/authors/${encodeURIComponent(authorSlug(author))}`);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(author);
  await expect(main.getByRole("status")).toHaveText("2 books");
  // Newest first.
  await expect(main.getByRole("article").getByRole("heading")).toHaveText([second.title, first.title]);

  // Back on the book page, and forward to the author's page again from the browser's history.
  await page.goBack();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(second.title);
  await page.goForward();
  await expect(main.getByRole("article")).toHaveCount(2);
});

test("a card's author line links to the author's page", async ({ page, catalog }) => {
  const author = uniqueAuthor();
  const tag = `w${randomUUID().slice(0, 7)}`;
  const book = await catalog.create({ author, title: `Glass Harbour ${tag}` });
  await openApp(page, `/search?q=${tag}`);
  const card = page.getByRole("main").getByRole("article", { name: book.title });
  await expect(card).toContainText(`by ${author}`);
  await card.getByRole("link", { name: author }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(author);
  await expect(page.getByRole("main").getByRole("article")).toHaveText([new RegExp(book.title)]);
});

test("an unknown author is not found, in the first HTML and once the app takes over, and leads home", async ({
  page,
}) => {
  const slug = authorSlug(uniqueAuthor());
  const response = await page.goto(`/authors/${encodeURIComponent(slug)}`);
  expect(response?.status()).toBe(404);
  await expect(splash(page)).toBeHidden();
  const main = page.getByRole("main");
  // The app's own page (its header is there), still saying not found.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(main.getByText("No books by this author yet.")).toHaveCount(0);
  await main.getByRole("link", { name: "Back to the store" }).click();
  await expect(page).toHaveURL("/");
});

test.describe(() => {
  // axe checks every element of a page, three times over.
  test.describe.configure({ timeout: scaled(120_000) });

  test("the author page is axe clean at 375, 800 and 1280 px, and never scrolls sideways", async ({
    page,
    catalog,
  }, testInfo) => {
    const author = `${uniqueAuthor()} Featherstonehaugh-Montgomery`;
    await catalog.create({ author, title: `An exceptionally long title that must wrap ${randomUUID().slice(0, 8)}` });
    await catalog.create({ author, stock: 0 });
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openApp(page, `/authors/${encodeURIComponent(authorSlug(author))}`);
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the author page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, testInfo, `author page @ ${width}`);
    }
  });
});
