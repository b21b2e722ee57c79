// Book pages whose first HTML is the book: a browser without JavaScript reads it, and the app takes the page
// over as if it had drawn it itself, without asking for the book again.
import { splash } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a book page shows the book: title, author, price, availability and description", async ({ page, catalog }) => {
    const book = await catalog.create({ newPrice: 17.25, stock: 2, description: "Read without any script at all." });
    await page.goto(`/books/${book._id}`);
    await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText("$17.25")).toBeVisible();
    await expect(page.getByText("In stock")).toBeVisible();
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
