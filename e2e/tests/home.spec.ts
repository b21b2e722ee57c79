// product §2 'Home' and 'Book card', and 'Book detail'.
import { forgetAuthor, getBook } from "@bookstore/testing/catalog";
import type { Book, BookPage } from "@bookstore/schema";
import { escapeRegExp, openApp, priceText } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";
import type { Locator, Page } from "@playwright/test";

const topSellers = (page: Page) => page.getByRole("region", { name: "Top Sellers" });
const recommended = (page: Page) => page.getByRole("region", { name: "Recommended for you" });
const cardTitles = (carousel: Locator) => carousel.getByRole("article").getByRole("heading");
const titles = (books: readonly Book[]) => books.map((book) => book.title);

/**
 * The page's own next request for a list of books (GET /api/books/ with parameters `matches` accepts) and the API's
 * answer to it. Other tests add and delete books while this file runs, so a carousel is compared with the answer
 * the page itself got, not with a later reading of the catalog.
 */
function nextBookList(page: Page, matches: (params: URLSearchParams) => boolean) {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return response.request().method() === "GET" && url.pathname === "/api/books/" && matches(url.searchParams);
    })
    .then(async (response) => ({
      params: new URL(response.url()).searchParams,
      books: ((await response.json()) as BookPage).books,
    }));
}

/** A page of the whole catalog: no genre, no search, not a later page. */
const unfiltered = (params: URLSearchParams) => ["category", "q", "cursor"].every((name) => !params.has(name));

/** Top Sellers and Recommended ask for books in stock, most copies sold first (the API tests the ranking). */
const expectBestSellingInStock = (params: URLSearchParams, books: readonly Book[]) => {
  expect(params.get("sort")).toBe("bestselling");
  expect(params.get("inStock")).toBe("true");
  for (const book of books) expect(book.stock, `"${book.title}" is in stock`).toBeGreaterThan(0);
};

test.describe("Top Sellers", () => {
  test("offers the product's genres and shows all books by default", async ({ page }) => {
    const list = nextBookList(page, (params) => unfiltered(params) && !params.has("offset"));
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

    // Unfiltered: the carousel shows the best-selling books in stock of the whole catalog, of every category.
    const { params, books } = await list;
    expect(books.length).toBeGreaterThan(0);
    await expect(cardTitles(topSellers(page))).toHaveText(titles(books));
    expectBestSellingInStock(params, books);
    expect(new Set(books.map((book) => book.category)).size).toBeGreaterThan(1);
  });

  for (const choice of ["Horror", "Adventure"] as const) {
    test(`${choice} shows only books whose category is '${choice.toLowerCase()}'`, async ({ page }) => {
      const category = choice.toLowerCase();
      await openApp(page, "/");
      const list = nextBookList(page, (params) => params.get("category") === category);
      await topSellers(page).getByRole("combobox").selectOption({ label: choice });
      const { params, books } = await list;

      // The carousel shows what the API answered for the genre, in its order: that genre's books in stock, best
      // selling first (other tests' books may outsell the seed's).
      await expect(cardTitles(topSellers(page))).toHaveText(titles(books));
      for (const book of books) expect(book.category, `"${book.title}" is a ${choice} book`).toBe(category);
      expectBestSellingInStock(params, books);
    });
  }
});

test("'Recommended for you' shows the books at positions 8 to 17 of the full list", async ({ page }) => {
  await expect(async () => {
    const firstPage = nextBookList(page, (params) => unfiltered(params) && !params.has("offset"));
    const list = nextBookList(page, (params) => unfiltered(params) && params.has("offset"));
    await openApp(page, "/");
    const [top, { params, books }] = await Promise.all([firstPage, list]);
    // The page asks for positions 8 to 17 of Top Sellers' list, and shows exactly what it was answered.
    expect(Object.fromEntries(params)).toEqual({ inStock: "true", sort: "bestselling", offset: "8", limit: "10" });
    await expect(cardTitles(recommended(page))).toHaveText(titles(books));
    // Top Sellers' first page, asked for at the same moment, is positions 0 to 11 of the same list: its last four
    // books are Recommended's first four. Another test's order or book between the two answers shifts them: then
    // the page is loaded again.
    expect(books).toHaveLength(10);
    expect(books.slice(0, 4).map((book) => book._id)).toEqual(top.books.slice(8, 12).map((book) => book._id));
    expectBestSellingInStock(params, books);
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

    // The card as every list draws it; the newest books of the genre are where new books show (Top Sellers ranks
    // by copies sold).
    await openApp(page, "/search?q=E2E&category=business");
    const results = page.getByRole("main");
    const card = results.getByRole("article", { name: long.title });
    await expect(card).toBeVisible();

    await expect(card).toContainText(`${description.slice(0, 80)}...`);
    await expect(card).not.toContainText(description.slice(0, 81));
    await expect(results.getByRole("article", { name: whole.title })).toContainText(short);
    await expect(results.getByRole("article", { name: whole.title })).not.toContainText(`${short}...`);

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
    // The book page's own heading (the results may still show it as a card meanwhile).
    await expect(page.getByRole("heading", { level: 1, name: long.title })).toBeVisible();
  });
});

test.describe("book detail", () => {
  async function expectDetail(page: Page, book: Book, author: string) {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: book.title })).toBeVisible();
    await expect(main.getByRole("img", { name: new RegExp(escapeRegExp(book.title)) })).toBeVisible();
    // 'Published' is the year it was published, or without one the created date in the shopper's own locale.
    const published =
      book.publishedYear !== undefined
        ? String(book.publishedYear)
        : await page.evaluate((iso) => new Date(iso).toLocaleDateString(), book.createdAt);
    await expect(main).toContainText(new RegExp(`Author:?\\s*${escapeRegExp(author)}`));
    await expect(main).toContainText(new RegExp(`Published:?\\s*${escapeRegExp(published)}`));
    await expect(main).toContainText(new RegExp(`Category:?\\s*${book.category}`, "i"));
    await expect(main).toContainText(new RegExp(`Description:?\\s*${escapeRegExp(book.description)}`));
    await expect(main.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  }

  test("a book with a publication year shows the year as 'Published', once, at 375 and 1280 px", async ({
    page,
    catalog,
  }, testInfo) => {
    const book = await catalog.create({ publishedYear: 1997, publisher: "Harbour Lane Press" });
    await openApp(page, `/books/${book._id}`);
    const main = page.getByRole("main");
    await expect(main).toContainText(/Published:\s*1997/);
    await expect(main).not.toContainText(/Year:/);
    await expect(main.getByRole("region", { name: "Book details" })).toContainText("Harbour Lane Press");
    await expectAccessible(page, testInfo, "book page with a publication year");
  });

  test("shows title, cover, author, published date, category, description and Add to Cart", async ({
    page,
    catalog,
  }) => {
    // A cover of the store's own art, as the seeded books have.
    const book = await catalog.create({ coverImage: "seed-book-01.svg" });
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

  // A book page opened from its address arrives with the book in it (decision 011); one reached inside the app
  // loads it.
  test("shows 'Loading...' while the book loads", async ({ page, catalog }) => {
    const book = await catalog.create();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/books/${book._id}`, async (route) => {
      await released;
      await route.continue();
    });
    await openApp(page, "/about");
    // Within the app, as a link would: the router follows the history entry.
    await page.evaluate((id) => {
      history.pushState({}, "", `/books/${id}`);
      dispatchEvent(new PopStateEvent("popstate"));
    }, book._id);
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
