// Reviews that only buyers write: a buyer writes, edits and deletes theirs on the book page; everyone reads them
// (paged), with the rating on cards, the book page and its schema.org data; the admin hides one from the dashboard.
// Buyers are made as in the shop: an order placed through the API and delivered by the admin's desk.
import type { Book, MyReview } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { getBook } from "@bookstore/testing/catalog";
import { placeOrder } from "@bookstore/testing/orders";
import type { Page } from "@playwright/test";
import { openApp } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

/** The shopper's order of the book, placed and then delivered by the admin. */
// One admin sign-in for the file: parallel sign-ins from one address count against its attempts until they match.
let signedIn: Promise<string> | undefined;
const adminTokenOnce = () => (signedIn ??= adminToken());

async function deliver(shopper: Shopper, book: Book, name?: string) {
  const order = await placeOrder(shopper, [book], name ? { name } : {});
  const token = await adminTokenOnce();
  for (const status of ["shipped", "delivered"]) {
    await apiOk(`/api/orders/${order._id}`, { method: "PATCH", token, body: { status } });
  }
}

/** A buyer's review written through the API. */
async function reviewAsBuyer(book: Book, rating: number, text: string, name?: string): Promise<MyReview> {
  const buyer = await createShopper("e2e-reader");
  await deliver(buyer, book, name);
  return apiOk<MyReview>(`/api/books/${book._id}/reviews/mine`, {
    method: "PUT",
    token: buyer.idToken,
    body: { rating, text },
  });
}

// One after another: the dashboard lists the newest reviews of every book, and another test's must not push
// this file's off its first page.
test.describe.configure({ mode: "serial" });

const reviewsSection = (page: Page) => page.getByRole("region", { name: "Reviews" });
const reviewList = (page: Page) => reviewsSection(page).getByRole("list", { name: "Readers' reviews" });

for (const width of [375, 1280]) {
  test(`a buyer writes, edits and deletes their review at ${width} px`, async ({
    shopper,
    signedIn: page,
    catalog,
  }, testInfo) => {
    const book = await catalog.create();
    await deliver(shopper, book, "Margaret Hamilton");
    await page.setViewportSize({ width, height: 900 });
    await openApp(page, `/books/${book._id}`);
    const section = reviewsSection(page);
    await expect(page.getByRole("main").getByText(/No reviews yet/)).toHaveCount(1);

    const form = section.getByRole("form", { name: "Write a review" });
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose a rating from 1 to 5 stars.");
    await form.getByRole("radio", { name: "4 stars" }).check();
    await form.getByLabel("Your review (optional)").fill("Clear, kind and exact.\nRead it twice.");
    await form.getByRole("button", { name: "Post review" }).click();

    const mine = reviewList(page).getByRole("article", { name: "Review by Margaret H." });
    await expect(mine).toContainText("Read it twice.");
    // Saved, and the form (now 'Your review') says so.
    await expect(section.getByRole("form", { name: "Your review" }).getByRole("status")).toHaveText(
      "Thank you: your review is saved.",
    );
    await expect(mine.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Rated 4 out of 5, 1 review" }).first()).toBeVisible();
    await expect(mine).not.toContainText(shopper.email);
    await expectAccessible(page, testInfo, "book page with the buyer's review");
    await page.setViewportSize({ width, height: 900 });

    const edit = section.getByRole("form", { name: "Your review" });
    await edit.getByRole("radio", { name: "2 stars" }).check();
    await edit.getByRole("button", { name: "Update review" }).click();
    await expect(page.getByRole("img", { name: "Rated 2 out of 5, 1 review" }).first()).toBeVisible();
    await expect(edit.getByRole("status")).toHaveText("Thank you: your review is saved.");
    expect((await getBook(book._id)).rating).toEqual({ average: 2, count: 1 });

    await section.getByRole("button", { name: "Delete review" }).click();
    await expect(page.getByRole("main").getByText(/No reviews yet/)).toHaveCount(1);
    await expect(section.getByRole("form", { name: "Write a review" })).toBeVisible();
    expect((await getBook(book._id)).rating).toEqual({ average: 0, count: 0 });
  });
}

test("a shopper who has not received the book is told who may review it", async ({ signedIn: page, catalog }) => {
  const book = await catalog.create();
  await openApp(page, `/books/${book._id}`);
  await expect(reviewsSection(page)).toContainText("Only readers who have received this book can review it.");
  await expect(reviewsSection(page).getByRole("form")).toHaveCount(0);
});

test("everyone reads the reviews page by page, with the rating on the card, the page and its schema.org data", async ({
  page,
  catalog,
}, testInfo) => {
  const book = await catalog.create({ stock: 20 });
  // Eleven buyers: one more than a page of reviews.
  const ratings = [5, 4, 4, 5, 3, 5, 4, 5, 4, 5, 2];
  await Promise.all(ratings.map((rating, i) => reviewAsBuyer(book, rating, `Reader number ${i + 1}.`)));
  const label = "Rated 4.2 out of 5, 11 reviews";

  // The page the function renders carries the rating in its schema.org data before any script runs.
  const html = await (await page.request.get(`/books/${book._id}`)).text();
  expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.2,"reviewCount":11');

  await openApp(page, `/books/${book._id}`);
  await expect(page.getByRole("heading", { level: 1, name: book.title })).toBeVisible();
  await expect(page.getByRole("link", { name: label })).toBeVisible();
  await expect(reviewList(page).getByRole("article")).toHaveCount(10);
  await reviewsSection(page).getByRole("button", { name: "Load more" }).click();
  await expect(reviewList(page).getByRole("article")).toHaveCount(11);
  await expect(reviewsSection(page).getByRole("button", { name: "Load more" })).toHaveCount(0);
  await expect(reviewsSection(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.2,
    reviewCount: 11,
    bestRating: 5,
    worstRating: 1,
  });
  await expectAccessible(page, testInfo, "book page with reviews");

  await openApp(page, `/search?q=${encodeURIComponent(book.title)}`);
  const card = page.getByRole("article", { name: book.title });
  await expect(card.getByRole("img", { name: label })).toBeVisible();
});

test("the admin hides a review from the dashboard and shows it again", async ({
  adminPage: page,
  catalog,
}, testInfo) => {
  const book = await catalog.create();
  const kind = await reviewAsBuyer(book, 5, "A gift of a book.", "Kind Reader");
  await reviewAsBuyer(book, 1, "Buy my course instead.", "Spam Sender");
  expect((await getBook(book._id)).rating).toEqual({ average: 3, count: 2 });

  await page.reload();
  const panel = page.getByRole("region", { name: "Newest reviews" });
  const hide = panel.getByRole("button", { name: `Hide the review by Spam S. of ${book.title}` });
  await hide.click();
  const show = panel.getByRole("button", { name: `Show the review by Spam S. of ${book.title}` });
  await expect(show).toBeVisible();
  await expect(panel.getByRole("article", { name: `Review by Spam S. of ${book.title}` })).toContainText("Hidden");
  expect((await getBook(book._id)).rating).toEqual({ average: 5, count: 1 });
  await expectAccessible(page, testInfo, "dashboard with a hidden review");

  await show.click();
  await expect(hide).toBeVisible();
  expect((await getBook(book._id)).rating).toEqual({ average: 3, count: 2 });
  expect(kind.name).toBe("Kind R.");
});
