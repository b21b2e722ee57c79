// Book pages whose first HTML is the book: a browser without JavaScript reads it, and the app takes the page
// over as if it had drawn it itself, without asking for the book again.
import { randomUUID } from "node:crypto";
import { authorSlug } from "@bookstore/schema/words";
import type { Page } from "@playwright/test";
import { splash } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

// A rendered page shows at once even on the store's first load in a tab, when the app's pages show the spinner.
test.use({ firstVisit: true });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a book page shows the book: title, author, price, stock and description", async ({ page, catalog }) => {
    const book = await catalog.create({ newPrice: 17.25, stock: 2, description: "Read without any script at all." });
    await page.goto(`/books/${book._id}`);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText("$17.25")).toBeVisible();
    await expect(page.getByText("Only 2 left")).toBeVisible();
    await expect(page.getByText("Read without any script at all.")).toBeVisible();
    await expect(page.getByRole("link", { name: book.author! })).toHaveAttribute("href", /^\/authors\//);
    await expect(splash(page)).toBeHidden();
  });

  test("an unknown book is a page that says so", async ({ page }) => {
    const response = await page.goto("/books/no-such-book-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});

test("the app takes the page over: one h1, the app's own page, and no second request for the book", async ({
  page,
  catalog,
}) => {
  const book = await catalog.create();
  const bookRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/books/${book._id}`) bookRequests.push(request.url());
  });
  await page.goto(`/books/${book._id}`);
  await expect(splash(page)).toBeHidden();
  // The app's page: its header, its Add to Cart button, and the book's title once.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("button", { name: /add to cart/i })).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(book.title);
  await expect(page.locator("[data-page-content], [data-page-tag], #page-data")).toHaveCount(0);
  expect(bookRequests).toEqual([]);
});

test("the rendered page and the app's page are one drawing: the same words in the same order", async ({
  page,
  catalog,
}) => {
  const book = await catalog.create({ stock: 1, description: "Drawn once, on both sides." });
  const rendered = await (await page.request.get(`/books/${book._id}`)).text();
  await page.goto(`/books/${book._id}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(page.locator("[data-page-content]")).toHaveCount(0);
  const words = (text: string | null) => text?.replace(/\s+/g, " ").trim();
  const appText = words(await page.getByRole("main").getByRole("article").first().textContent());
  const renderedText = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    return doc.querySelector("[data-page-content] article")?.textContent ?? null;
  }, rendered);
  expect(appText).toContain("Drawn once, on both sides.");
  expect(words(renderedText)).toBe(appText);
});

test("an author's rendered list and the app's are one drawing: the same elements, attributes and texts", async ({
  page,
  catalog,
}) => {
  const author = `Ysolde Marrow ${randomUUID().slice(0, 8)}`;
  // A sold-out book too: its stock notice is the card's one described button.
  await catalog.create({ author, description: "Listed alike on both sides, cut at eighty characters or so." });
  await catalog.create({ author, stock: 0 });
  const path = `/authors/${authorSlug(author)}`;
  const rendered = await (await page.request.get(path)).text();
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  await expect(page.locator("[data-page-content]")).toHaveCount(0);
  const [renderedList, appList] = await page.evaluate((html) => {
    const section = '[aria-labelledby="author-heading"]';
    // Elements with their attributes in order of name and their merged texts. What may differ and draws
    // nothing: the ids React's useId gives (the server's and the browser's spell them apart; named here by order
    // of appearance), the router's own data-discover mark, and the signed-in-only actions (the wishlist heart)
    // the app adds beside Add to Cart.
    const canonical = (root: Element) => {
      const copy = root.cloneNode(true) as Element;
      copy.querySelectorAll('[data-book-action], button[aria-label$="to wishlist"]').forEach((heart) => heart.remove());
      copy.normalize();
      const ids = new Map<string, string>();
      const idOf = (value: string) => ids.get(value) ?? (ids.set(value, `id${ids.size}`), `id${ids.size - 1}`);
      const write = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (!(node instanceof Element)) return "";
        const attributes = [...node.attributes]
          .filter((attribute) => attribute.name !== "data-discover")
          .map(({ name, value }) =>
            ["id", "aria-labelledby", "aria-describedby"].includes(name)
              ? `${name}="${idOf(value)}"`
              : `${name}="${value}"`,
          )
          .sort();
        return `<${node.localName} ${attributes.join(" ")}>${[...node.childNodes].map(write).join("")}</${node.localName}>`;
      };
      return write(copy);
    };
    const doc = new DOMParser().parseFromString(html, "text/html");
    return [
      canonical(doc.querySelector(`[data-page-content] ${section}`)!),
      canonical(document.querySelector(section)!),
    ];
  }, rendered);
  expect(appList).toContain("Listed alike on both sides");
  expect(appList).toContain("Out of stock");
  expect(renderedList).toBe(appList);
});

/**
 * Watches the page from its first byte: whether the first-load spinner ever appears, and every moment (after the
 * rendered heading first showed) at which the root holds no h1 reading `heading` (a loading state in its place).
 */
async function watchTakeOver(page: Page, heading: string) {
  await page.addInitScript((expected) => {
    const seen = { splash: false, headingShown: false, gaps: [] as string[] };
    (window as unknown as { __takeOver: typeof seen }).__takeOver = seen;
    const check = () => {
      if (document.querySelector('[data-testid="splash-screen"]')) seen.splash = true;
      const root = document.getElementById("root");
      if (!root) return;
      const shown = [...root.querySelectorAll("h1")].some((h1) => h1.textContent?.trim() === expected);
      if (shown) seen.headingShown = true;
      else if (seen.headingShown) seen.gaps.push(root.textContent?.slice(0, 80) ?? "");
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, heading);
}

const takeOverSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __takeOver: { splash: boolean; gaps: string[] } }).__takeOver);

for (const width of [375, 1280]) {
  test(`at ${width} px, rendered book and author pages show at once: no spinner, and the app takes over without a gap`, async ({
    page,
    catalog,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const author = `Wren Halloway ${randomUUID().slice(0, 8)}`;
    const book = await catalog.create({ author });

    await watchTakeOver(page, book.title);
    await page.goto(`/books/${book._id}`);
    // The app's page (its header and Add to Cart) has taken over the rendered one.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(page.locator("[data-page-content]")).toHaveCount(0);
    expect(await takeOverSeen(page)).toEqual({ splash: false, headingShown: true, gaps: [] });
    await expectAccessible(page, testInfo, "book page taken over");
    await page.setViewportSize({ width, height: 900 });

    const authorPage = await page.context().newPage();
    await watchTakeOver(authorPage, author);
    await authorPage.goto(`/authors/${authorSlug(author)}`);
    await expect(authorPage.getByRole("banner")).toBeVisible();
    await expect(authorPage.getByRole("main").getByRole("article")).toHaveCount(1);
    await expect(authorPage.locator("[data-page-content]")).toHaveCount(0);
    expect(await takeOverSeen(authorPage)).toEqual({ splash: false, headingShown: true, gaps: [] });
  });
}
