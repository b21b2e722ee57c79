// product §2 'Home' and 'Book card', and 'Book detail'.
import { forgetAuthor, getBook, listBooks } from "@bookstore/testing/catalog";
import type { Book } from "@bookstore/schema";
import { escapeRegExp, openApp, priceText } from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";
import type { Locator, Page } from "@playwright/test";

const topSellers = (page: Page) => page.getByRole("region", { name: "Top Sellers" });
const recommended = (page: Page) => page.getByRole("region", { name: "Recommended for you" });
const cardTitles = (carousel: Locator) => carousel.getByRole("article").getByRole("heading");

test.describe("Top Sellers", () => {
  test("offers the product's genres and shows all books by default", async ({ page }) => {
    await openApp(page, "/");
    const genre = topSellers(page).getByRole("combobox");
    await expect(genre.getByRole("option")).toHaveText([
      "Choose a genre",
      "Business",
      "Fiction",
      "Horror",
      "Adventure",
    ]);
    await expect(genre).toHaveValue(
      (await genre.getByRole("option", { name: "Choose a genre" }).getAttribute("value")) ?? "",
    );

    // Every category of the catalog is among the books shown by default (the newest ones come first). The cards
    // arrive in one answer: once the first is drawn, all are.
    await expect(cardTitles(topSellers(page)).first()).toBeVisible();
    const shown = await cardTitles(topSellers(page)).allTextContents();
    const books = await listBooks();
    const categories = new Set(books.filter((book) => shown.includes(book.title)).map((book) => book.category));
    expect(shown.length).toBeGreaterThan(0);
    expect(categories.size).toBeGreaterThan(1);
  });

  for (const choice of ["Horror", "Adventure"] as const) {
    test(`${choice} shows only books whose category is '${choice.toLowerCase()}'`, async ({ page }) => {
      await openApp(page, "/");
      await topSellers(page).getByRole("combobox").selectOption({ label: choice });
      const books = await listBooks();
      const inGenre = books.filter((book) => book.category === choice.toLowerCase()).map((book) => book.title);
      const others = books.filter((book) => book.category !== choice.toLowerCase()).map((book) => book.title);
      expect(inGenre.length).toBeGreaterThan(0);

      const titles = cardTitles(topSellers(page));
      await expect(titles.first()).toHaveText(inGenre[0]!);
      const shown = await titles.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const title of shown) {
        expect(inGenre, `"${title}" is a ${choice} book`).toContain(title);
        expect(others).not.toContain(title);
      }
    });
  }
});

test("'Recommended for you' shows the books at positions 8 to 17 of the full list", async ({ page }) => {
  // Other tests add and remove books at the head of the list while this one runs: compare list and screen
  // until one reading of both agrees.
  await expect(async () => {
    await openApp(page, "/");
    const expected = (await listBooks()).slice(8, 18).map((book) => book.title);
    await expect(cardTitles(recommended(page))).toHaveText(expected, { timeout: 3_000 });
  }).toPass({ timeout: scaled(30_000) });
});

test("'News' shows 5 fixed items, each with a title, a description and an image", async ({ page }) => {
  await openApp(page, "/");
  const news = page.getByRole("region", { name: "News" });
  const items = news.getByRole("article");
  await expect(items).toHaveCount(5);
  for (const item of await items.all()) {
    await expect(item.getByRole("heading")).not.toHaveText("");
    await expect(item.getByRole("paragraph").first()).not.toHaveText("");
    await expect(item.getByRole("img")).toHaveAttribute("src", /.+/);
  }
});

test.describe("book card", () => {
  test("cuts a long description at 80 characters with an ellipsis, shows both prices, links to the book", async ({
    page,
    catalog,
  }) => {
    const description =
      "This description is deliberately longer than eighty characters so that the card has to cut it short.";
    const short = "Short enough to show whole.";
    // Business books: the genre tests above compare Horror and Adventure with the API while this runs.
    const long = await catalog.create({ description, category: "business", oldPrice: 30, newPrice: 21.5 });
    const whole = await catalog.create({ description: short, category: "business" });

    await openApp(page, "/");
    await topSellers(page).getByRole("combobox").selectOption({ label: "Business" });
    const card = topSellers(page).getByRole("article", { name: long.title });
    await expect(card).toBeVisible();

    await expect(card).toContainText(`${description.slice(0, 80)}...`);
    await expect(card).not.toContainText(description.slice(0, 81));
    await expect(topSellers(page).getByRole("article", { name: whole.title })).toContainText(short);
    await expect(topSellers(page).getByRole("article", { name: whole.title })).not.toContainText(`${short}...`);

    await expect(card).toContainText(priceText(21.5));
    const oldPrice = card.getByText(priceText(30));
    await expect(oldPrice).toBeVisible();
    expect(await oldPrice.evaluate((element) => getComputedStyle(element).textDecorationLine)).toContain(
      "line-through",
    );
    await expect(card.getByRole("button", { name: "Add to Cart" })).toBeVisible();

    // The cover and the title both link to the book.
    const coverLink = card.locator(`a[href="/books/${long._id}"]`).filter({ has: page.locator("img") });
    await expect(coverLink.locator("img")).toBeVisible();
    await expect(card.getByRole("link", { name: long.title })).toHaveAttribute("href", `/books/${long._id}`);
    await coverLink.click();
    await expect(page).toHaveURL(`/books/${long._id}`);
    await expect(page.getByRole("heading", { name: long.title })).toBeVisible();
  });
});

test.describe("book detail", () => {
  async function expectDetail(page: Page, book: Book, author: string) {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: book.title })).toBeVisible();
    await expect(main.getByRole("img", { name: new RegExp(escapeRegExp(book.title)) })).toBeVisible();
    // 'Published' is the created date, shown in the shopper's own locale.
    const published = await page.evaluate((iso) => new Date(iso).toLocaleDateString(), book.createdAt);
    await expect(main).toContainText(new RegExp(`Author:?\\s*${escapeRegExp(author)}`));
    await expect(main).toContainText(new RegExp(`Published:?\\s*${escapeRegExp(published)}`));
    await expect(main).toContainText(new RegExp(`Category:?\\s*${book.category}`, "i"));
    await expect(main).toContainText(new RegExp(`Description:?\\s*${escapeRegExp(book.description)}`));
    await expect(main.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  }

  test("shows title, cover, author, published date, category, description and Add to Cart", async ({ page }) => {
    const book = await getBook("seed-book-01");
    expect(book.author).toBeTruthy();
    await openApp(page, `/books/${book._id}`);
    await expectDetail(page, book, book.author!);
  });

  test("a book without a cover, or with a cover the store does not have, shows the placeholder cover", async ({
    page,
    catalog,
  }) => {
    for (const coverImage of ["", "no-such-cover-e2e.png"]) {
      const book = await catalog.create({ coverImage });
      await openApp(page, `/books/${book._id}`);
      const cover = page.getByRole("main").getByRole("img", { name: `Cover of ${book.title}` });
      await expect(cover).toHaveAttribute("src", "/covers/placeholder.svg");
      // Drawn, not a broken image: the placeholder itself loaded.
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test("a book without an author shows 'admin' as its author, linked nowhere", async ({ page, catalog }) => {
    const { _id } = await catalog.create({ category: "technology" });
    await forgetAuthor(_id);
    const book = await getBook(_id);
    expect(book.author).toBeUndefined();
    await openApp(page, `/books/${book._id}`);
    await expectDetail(page, book, "admin");
    await expect(page.getByRole("main").getByRole("link", { name: "admin" })).toHaveCount(0);
  });

  test("shows 'Loading...' while the book loads", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/books/seed-book-03", async (route) => {
      await released;
      await route.continue();
    });
    await openApp(page, "/books/seed-book-03");
    await expect(page.getByRole("main").getByText("Loading...", { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole("main").getByText("Loading...", { exact: true })).toBeHidden();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a book that cannot be loaded shows 'Error happending to load book info'", async ({ page }) => {
    await openApp(page, "/books/no-such-book-e2e");
    await expect(page.getByText("Error happending to load book info", { exact: true })).toBeVisible();
  });
});
