// The wishlist: a heart on book cards and the book page, the /wishlist page (paged, Move to cart, Remove), and
// 'Back in stock' for a book that was sold out when it was wished.
import type { Book } from "@bookstore/schema";
import { api, apiOk } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { uniqueTitle } from "@bookstore/testing/catalog";
import { authorSlug } from "@bookstore/schema/words";
import { expectAccessible } from "../fixtures/axe";
import { NAMES, addedToast, expectCartCount, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import type { Page } from "@playwright/test";

// The heart's name says what a press does: add, or (once wished) remove.
const heart = (page: Page, book: Book, wished = false) =>
  page
    .getByRole("main")
    .getByRole("button", { name: wished ? `Remove ${book.title} from wishlist` : `Add ${book.title} to wishlist` });

/** The admin puts copies back on the shelf, through the API. */
async function restock(book: Book, stock: number) {
  const { _id, createdAt: _createdAt, ...input } = book;
  await apiOk(`/api/books/edit/${_id}`, { method: "PUT", token: await adminToken(), body: { ...input, stock } });
}

const wishedCard = (page: Page, book: Book) => page.getByRole("main").getByRole("article", { name: book.title });

for (const { label, width } of [
  { label: "phone", width: 375 },
  { label: "desktop", width: 1280 },
]) {
  test(`on a ${label}: wish books with the heart, see one back in stock, move one to the cart, remove the other`, async ({
    signedIn: page,
    catalog,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const wanted = await catalog.create({ stock: 4 });
    const soldOut = await catalog.create({ stock: 0 });

    for (const book of [wanted, soldOut]) {
      await openApp(page, `/books/${book._id}`);
      await heart(page, book).click();
      await expect(heart(page, book, true)).toBeVisible();
    }
    // A sold-out book's heart says what wishing it is for, before and after.
    await expect(heart(page, soldOut, true)).toHaveAccessibleDescription("We'll e-mail you when it's back");
    // Wished after a reload too: the store keeps it, not the page.
    await page.reload();
    await expect(heart(page, soldOut, true)).toBeVisible();

    await restock(soldOut, 2);
    await openApp(page, "/");
    const menu = page.getByRole("button", { name: NAMES.accountMenu });
    await expect(menu).toHaveAccessibleDescription("1 wished book is back in stock");
    await menu.click();
    await page.getByRole("link", { name: /^Wishlist/ }).click();
    await expect(page).toHaveURL("/wishlist");
    await expect(page.getByRole("heading", { name: "Your Wishlist" })).toBeVisible();

    // Newest wish first; only the restocked book is back in stock.
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAccessibleName(soldOut.title);
    await expect(wishedCard(page, soldOut).getByText("Back in stock")).toBeVisible();
    await expect(wishedCard(page, wanted).getByText("Back in stock")).toHaveCount(0);
    await expectAccessible(page, testInfo, "wishlist");
    await page.setViewportSize({ width, height: 900 });

    await wishedCard(page, wanted).getByRole("button", { name: "Move to cart" }).click();
    await expect(addedToast(page)).toBeVisible();
    await expectCartCount(page, 1);
    await expect(wishedCard(page, wanted)).toHaveCount(0);

    await wishedCard(page, soldOut).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Your wishlist is empty.", { exact: false })).toBeVisible();
    await expect(menu).not.toHaveAttribute("aria-describedby");
  });
}

test("the heart on a book card: its name follows the list, and a signed-out visitor is asked to sign in", async ({
  page,
  shopper,
  catalog,
}) => {
  // An author of its own, so the card is on the author's first page whatever other tests add.
  const book = await catalog.create({ author: uniqueTitle("Hearty Author") });
  const authorPage = `/authors/${authorSlug(book.author!)}`;
  await openApp(page, authorPage);
  await heart(page, book).click();
  await expect(page).toHaveURL("/login");

  // Wished through the API: the card offers to remove it, and pressing it takes the book off.
  await api(`/api/me/wishlist/${book._id}`, { method: "PUT", token: shopper.idToken });
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /email/i }).fill(shopper.email);
  await form.getByLabel(/password/i).fill(shopper.password);
  await form.getByLabel(/password/i).press("Enter");
  await expect(page).toHaveURL(authorPage);
  await expect(heart(page, book, true)).toBeVisible();
  await heart(page, book, true).click();
  await expect(heart(page, book)).toBeVisible();
  await expect
    .poll(async () => (await api(`/api/me/wishlist/summary`, { token: shopper.idToken })).body.bookIds)
    .toEqual([]);
});

test("the wishlist pages: 12 books, then Load more for the rest", async ({ signedIn: page, shopper, catalog }) => {
  const books: Book[] = [];
  for (let i = 0; i < 13; i++) books.push(await catalog.create());
  for (const book of books) await apiOk(`/api/me/wishlist/${book._id}`, { method: "PUT", token: shopper.idToken });
  await openApp(page, "/wishlist");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAccessibleName(books.at(-1)!.title);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(13);
  await expect(cards.last()).toHaveAccessibleName(books[0]!.title);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
});
