// What a crawler that runs the app reads on a book page: its title, description, canonical address, Open Graph
// tags and schema.org Book data, all from the book itself; and the store's own again once the shopper leaves.
import type { Book } from "@bookstore/schema";
import type { Page } from "@playwright/test";
import { uniqueIsbn } from "@bookstore/testing/catalog";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const ORIGIN = HOSTING_URL;
const STORE_TITLE = "Book Store";

const headContent = (page: Page, attribute: "name" | "property", value: string) =>
  page.locator(`head meta[${attribute}="${value}"]`);

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

async function openBook(page: Page, book: Book) {
  await openApp(page, `/books/${book._id}`);
  await expect(page.getByRole("heading", { name: book.title })).toBeVisible();
  // The app's own tags, once it has taken the rendered page over.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
}

test("a book page names the book in its title, description, canonical address and Open Graph tags", async ({
  page,
  catalog,
}) => {
  const isbn = uniqueIsbn();
  const book = await catalog.create({ coverImage: "seed-book-03.svg", isbn });
  await openBook(page, book);
  const url = `${ORIGIN}/books/${book._id}`;

  await expect(page).toHaveTitle(`${book.title} by Edith Example | ${STORE_TITLE}`);
  // One description: the book's, in place of the store's.
  await expect(headContent(page, "name", "description")).toHaveCount(1);
  await expect(headContent(page, "name", "description")).toHaveAttribute("content", book.description);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
  const og = {
    "og:type": "book",
    "og:title": book.title,
    "og:description": book.description,
    "og:url": url,
    "og:image": `${ORIGIN}/covers/seed-book-03.svg`,
    "og:site_name": STORE_TITLE,
    "book:author": "Edith Example",
    "book:isbn": isbn,
  };
  for (const [property, content] of Object.entries(og)) {
    await expect(headContent(page, "property", property), property).toHaveCount(1);
    await expect(headContent(page, "property", property), property).toHaveAttribute("content", content);
  }
  await expect(headContent(page, "name", "twitter:card")).toHaveAttribute("content", "summary_large_image");
});

test("a book page carries schema.org Book data, field by field, with an offer in stock", async ({ page, catalog }) => {
  const isbn = uniqueIsbn();
  const book = await catalog.create({
    coverImage: "seed-book-04.svg",
    isbn,
    publisher: "Example Press",
    publishedYear: 2019,
    pages: 412,
    language: "English",
    format: "paperback",
    newPrice: 14.5,
    stock: 4,
  });
  await openBook(page, book);
  const url = `${ORIGIN}/books/${book._id}`;

  const data = await structuredData(page);
  expect(data).toHaveLength(1);
  expect(data[0]).toEqual({
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": url,
    url,
    name: book.title,
    author: { "@type": "Person", name: "Edith Example" },
    isbn,
    image: `${ORIGIN}/covers/seed-book-04.svg`,
    description: book.description,
    bookFormat: "https://schema.org/Paperback",
    numberOfPages: 412,
    publisher: { "@type": "Organization", name: "Example Press" },
    datePublished: "2019",
    inLanguage: "English",
    offers: {
      "@type": "Offer",
      price: "14.50",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
  });
});

test("a sold-out book is offered as out of stock, and a book without an ISBN names none", async ({ page, catalog }) => {
  const book = await catalog.create({ stock: 0 });
  await openBook(page, book);
  const [data] = await structuredData(page);
  expect(data!.offers).toMatchObject({ price: "12.50", availability: "https://schema.org/OutOfStock" });
  expect(data).not.toHaveProperty("isbn");
  expect(data).not.toHaveProperty("image");
  await expect(headContent(page, "property", "book:isbn")).toHaveCount(0);
});

test("a title that closes the script element stays data: it parses back exactly and runs nothing", async ({
  page,
  catalog,
  alerts,
}) => {
  const book = await catalog.create({ title: "Escape </script><script>alert(1)</script> <!-- & done" });
  await openBook(page, book);
  const [data] = await structuredData(page);
  expect(data!.name).toBe(book.title);
  expect(data!.offers.url).toBe(`${ORIGIN}/books/${book._id}`);
  // The page's only script elements are the app's own module files and the one data block.
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((scripts) => scripts.map((s) => s.getAttribute("type")));
  expect(inline).toEqual(["application/ld+json"]);
  expect(alerts).toEqual([]);

  // The page as HTML, the way a crawler that renders it (or a prerenderer) keeps it: read back, the block is
  // still one piece of data with the exact title.
  const reread = await page.evaluate(() => {
    const html = new DOMParser().parseFromString(document.documentElement.outerHTML, "text/html");
    return Array.from(html.querySelectorAll("script:not([src])"), (script) => script.textContent ?? "");
  });
  expect(reread).toHaveLength(1);
  expect(JSON.parse(reread[0]!).name).toBe(book.title);
});

test("leaving a book page gives the store its own title and description back", async ({ page, catalog }) => {
  const book = await catalog.create();
  await openBook(page, book);
  await expect(page).toHaveTitle(new RegExp(`^${book.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} by `));

  await page.getByRole("banner").getByRole("link", { name: STORE_TITLE }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("region", { name: "Top Sellers" })).toBeVisible();
  await expect(page).toHaveTitle(STORE_TITLE);
  await expect(headContent(page, "name", "description")).toHaveCount(1);
  await expect(headContent(page, "name", "description")).toHaveAttribute("content", /^Book Store: /);
  await expect(headContent(page, "property", "og:type")).toHaveAttribute("content", "website");
  await expect(headContent(page, "property", "og:title")).toHaveAttribute("content", STORE_TITLE);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});
