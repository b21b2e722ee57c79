// product §2 'Cart screen', §4 'Cart', §5 (a book at most once), §8/§9 (toast and duplicate warning).
import { getBook } from "@bookstore/testing/catalog";
import {
  answerDialog,
  addBooksFromHome,
  addedToast,
  expectCartCount,
  openApp,
  priceText,
  sumPrices,
  openCart,
} from "../fixtures/app";
import { expect, test } from "../fixtures/test";

test("adding a book shows the toast top-end without a confirm button, closing itself after 1500 ms", async ({
  page,
  catalog,
}) => {
  const book = await catalog.create();
  await page.clock.install();
  await openApp(page, `/books/${book._id}`);
  await expectCartCount(page, 0);
  // The book first: React Query hands its answer to the page on a timer, which the paused clock would hold.
  const addToCart = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
  await expect(addToCart).toBeVisible();

  // From here time moves only when the test says so. Paused a second ahead of the page's time: the page's clock
  // runs on while the command travels, and pausing at a moment already past is refused. Nothing is due in between.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await addToCart.click();
  const toast = addedToast(page);
  await expect(toast).toBeVisible();
  await expect(toast.getByRole("button")).toHaveCount(0);
  // A toast, not a modal: nothing covers the page and focus stays where the shopper left it.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(addToCart).toBeFocused();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width, "the toast sits at the right edge").toBeGreaterThan(viewport.width - 80);
  expect(box.y, "the toast sits at the top").toBeLessThan(80);

  // Closing starts at 1500 ms of page time: sweetalert2 marks the toast 'swal2-hide' and removes it when its CSS
  // animation (real time) ends. Checked while the page clock stands still, so only the toast's own timer can have
  // started it; one evaluation reads both states, as the toast may go between two reads.
  const closing = () =>
    toast.evaluateAll(
      (toasts) => toasts.length === 0 || toasts.every((element) => element.classList.contains("swal2-hide")),
    );
  await page.clock.runFor(1_400);
  await expect(toast).toBeVisible();
  expect(await closing(), "still open at 1400 ms").toBe(false);
  await page.clock.runFor(200);
  await expect.poll(closing, { message: "closing by 1600 ms" }).toBe(true);
  await page.clock.resume();
  await expect(toast).toBeHidden();
  await expectCartCount(page, 1);
});

test("a book already in the cart is not added again: warning dialog with OK and cancel", async ({ page }) => {
  // The dialog library loads on the first dialog. Held back here until both clicks are made, like a slow
  // connection, so the toast and the warning are asked for before it arrives: the warning, asked for last,
  // must be what shows.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sweetalert2[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openApp(page, "/books/seed-book-14");
  const addToCart = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
  await addToCart.click();
  await expectCartCount(page, 1);

  await addToCart.click();
  release();
  const warning = page.getByRole("dialog", { name: "Already Added to the Cart" });
  await expect(warning).toBeVisible();
  await expect(warning.getByText("You won't be able to revert this!", { exact: true })).toBeVisible();
  await expect(warning.getByRole("button", { name: "OK", exact: true })).toBeVisible();
  await expect(warning.getByRole("button", { name: /cancel/i })).toBeVisible();
  await warning.getByRole("button", { name: /cancel/i }).click();
  await expect(warning).toBeHidden();
  await expectCartCount(page, 1);

  await addToCart.click();
  await warning.getByRole("button", { name: "OK", exact: true }).click();
  await expect(warning).toBeHidden();
  await expectCartCount(page, 1);

  await openCart(page);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(1);
});

test("the cart lists each book with cover, title, price, category and Qty 1; remove, subtotal and clear", async ({
  page,
}) => {
  const picked = await addBooksFromHome(page, 3);
  const books = await Promise.all(picked.map(({ id }) => getBook(id)));

  await openCart(page);
  await expect(page).toHaveURL("/cart");
  const main = page.getByRole("main");
  const items = main.getByRole("listitem");
  await expect(items).toHaveCount(3);
  for (const book of books) {
    const item = items.filter({ hasText: book.title });
    await expect(item.getByRole("img")).toBeVisible();
    await expect(item).toContainText(priceText(book.newPrice));
    await expect(item).toContainText(new RegExp(book.category, "i"));
    await expect(item).toContainText(/Qty:?\s*1(?!\d)/);
    await expect(item.getByRole("button", { name: /remove/i })).toBeVisible();
  }
  const subtotal = main.getByTestId("cart-subtotal");
  await expect(subtotal).toHaveText(priceText(sumPrices(books.map((book) => book.newPrice))));
  await expect(main.getByText("Shipping and taxes calculated at checkout.", { exact: true })).toBeVisible();

  // Remove takes out exactly that book.
  const [removed, ...kept] = books as [(typeof books)[number], ...typeof books];
  await items
    .filter({ hasText: removed.title })
    .getByRole("button", { name: /remove/i })
    .click();
  await expect(items).toHaveCount(2);
  await expect(main.getByText(removed.title)).toHaveCount(0);
  await expect(subtotal).toHaveText(priceText(sumPrices(kept.map((book) => book.newPrice))));
  await expectCartCount(page, 2);

  await main.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("dialog", { name: "Clear the cart?" })).toContainText(kept[0]!.title);
  await answerDialog(page, "Clear the cart?", "Keep it");
  await expect(items).toHaveCount(2);
  await main.getByRole("button", { name: "Clear Cart" }).click();
  await answerDialog(page, "Clear the cart?", "Clear Cart");
  await expect(main.getByText("No product found!", { exact: true })).toBeVisible();
  await expect(items).toHaveCount(0);
  await expect(subtotal).toHaveText(priceText(0));
  await expectCartCount(page, 0);
});

test("the cart links to /checkout and back to / (Continue Shopping)", async ({ page }) => {
  await addBooksFromHome(page, 1);
  await openCart(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
  await main.getByRole("link", { name: /Continue Shopping/ }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Top Sellers" })).toBeVisible();
});

test("the cart survives a reload and a new tab: it is kept in the browser", async ({ page }) => {
  const picked = await addBooksFromHome(page, 2);
  await page.reload();
  await expect(page.locator("#root")).not.toBeEmpty();
  await expectCartCount(page, 2);

  const tab = await page.context().newPage();
  await openApp(tab, "/cart");
  const items = tab.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(2);
  for (const { title } of picked) await expect(items.filter({ hasText: title })).toHaveCount(1);
  await tab.close();
});
