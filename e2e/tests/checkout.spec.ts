// product §2 'Checkout', 'Orders', 'User dashboard'; §3 'Order as sent'; §5 checkout rules; §8 order messages.
import { SHOPPER_LIMITS } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { deleteBook, getBook } from "@bookstore/testing/catalog";
import { placeOrder } from "@bookstore/testing/orders";
import { scaled } from "@bookstore/testing/timeouts";
import {
  NAMES,
  addBooksFromHome,
  addedToast,
  expectAlert,
  expectCartCount,
  expectDialog,
  openApp,
  priceText,
  sumPrices,
  openCart,
} from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import type { Page, Request } from "@playwright/test";

const DETAILS = {
  name: "Ada Shopper",
  phone: "351912345678",
  address: "12 Rua Augusta",
  city: "Lisbon",
  country: "Portugal",
  state: "Lisboa",
  zipcode: "1100048",
};

const isOrderPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/orders/";

/** From wherever the shopper is, through the cart page's Checkout link, as a shopper goes. */
/** Adds the book on screen. Its toast shows over the header's cart link until it closes: a click there waits. */
async function addToCart(page: Page) {
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
  await expect(addedToast(page)).toBeVisible();
}

async function goToCheckout(page: Page) {
  await openCart(page);
  await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("heading", { name: "Cash On Delevary" })).toBeVisible();
}

function checkoutForm(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByRole("textbox", { name: /name/i }),
    email: main.getByRole("textbox", { name: /email/i }),
    phone: main.getByRole("textbox", { name: /phone/i }),
    address: main.getByRole("textbox", { name: /^address|street/i }),
    city: main.getByRole("textbox", { name: /city/i }),
    country: main.getByLabel(/country/i),
    state: main.getByRole("textbox", { name: /state/i }),
    zipcode: main.getByRole("textbox", { name: /zip/i }),
    terms: main.getByRole("checkbox", { name: /terms/i }),
    placeOrder: main.getByRole("button", { name: "Place Order" }),
  };
}

async function fillDetails(page: Page) {
  const form = checkoutForm(page);
  for (const field of ["name", "phone", "address", "city", "country", "state", "zipcode"] as const) {
    await form[field].fill(DETAILS[field]);
  }
  await form.terms.check();
  // The store has quoted what the form holds (its delivery methods are offered, nothing is being asked), so the
  // next answer a test waits for is the one its own click causes.
  const main = page.getByRole("main");
  await expect(main.getByRole("group", { name: "Delivery" })).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

test("checkout shows total and item count; email is the account's, read-only; Place Order waits for the terms", async ({
  signedIn: page,
  shopper,
}) => {
  const picked = await addBooksFromHome(page, 2);
  const total = sumPrices((await Promise.all(picked.map(({ id }) => getBook(id)))).map((book) => book.newPrice));
  await goToCheckout(page);

  const main = page.getByRole("main");
  await expect(main).toContainText(priceText(total));
  await expect(main).toContainText(/items?:?\s*2(?!\d)/i);

  const form = checkoutForm(page);
  await expect(form.email).toHaveValue(shopper.email);
  await expect(form.email).not.toBeEditable();

  await expect(form.placeOrder).toBeDisabled();
  await form.terms.check();
  await expect(form.placeOrder).toBeEnabled();
  await form.terms.uncheck();
  await expect(form.placeOrder).toBeDisabled();

  // Required fields: with the terms ticked but nothing filled in, no order is sent.
  const posts: Request[] = [];
  page.on("request", (request) => isOrderPost(request) && posts.push(request));
  await form.terms.check();
  await form.placeOrder.click();
  for (const field of ["name", "phone", "address", "city", "country", "state", "zipcode"] as const) {
    await form[field].fill(DETAILS[field]);
    await form.placeOrder.click(); // still one field short until the last
    if (field !== "zipcode") await expect(page).toHaveURL("/checkout");
  }
  await expect(page).toHaveURL("/orders");
  expect(posts, "only the complete form is sent").toHaveLength(1);
});

test("an order is placed at the server's total, then listed on /orders and /user-dashboard", async ({
  signedIn: page,
  shopper,
}) => {
  const picked = await addBooksFromHome(page, 3);
  const books = await Promise.all(picked.map(({ id }) => getBook(id)));
  const total = sumPrices(books.map((book) => book.newPrice));
  await goToCheckout(page);
  await fillDetails(page);

  const [request, response] = await Promise.all([
    page.waitForRequest(isOrderPost),
    page.waitForResponse((answer) => isOrderPost(answer.request())),
    checkoutForm(page).placeOrder.click(),
  ]);
  // product §3 'Order as sent'.
  expect(request.postDataJSON()).toMatchObject({
    name: DETAILS.name,
    email: shopper.email,
    phone: DETAILS.phone,
    address: { city: DETAILS.city, country: "PT", state: DETAILS.state, zipcode: DETAILS.zipcode },
    productIds: picked.map(({ id }) => id),
    totalPrice: total.toFixed(2),
  });
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as { _id: string; number: string; createdAt: string; totalPrice: number };
  expect(order.totalPrice).toBe(total);

  const confirmed = await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
  await expect(confirmed.getByText(`Order number: ${order.number}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/orders");
  await confirmed.getByRole("button").first().click();
  await expect(confirmed).toBeHidden();
  // The order took the books: the cart is empty, and stays empty after a reload.
  await expectCartCount(page, 0);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Your Orders" })).toBeVisible();
  const listed = main.getByRole("listitem").filter({ hasText: order._id });
  await expect(listed.first()).toContainText(priceText(total));
  await expect(listed.first()).toContainText(`Order number:${order.number}`);
  for (const { id } of picked) await expect(listed.first()).toContainText(id);

  await page.getByRole("banner").getByRole("button", { name: NAMES.accountMenu }).click();
  await page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL("/user-dashboard");
  await expect(main.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  await expect(main.getByText("Welcome, User! Here are your recent orders:", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Your Orders" })).toBeVisible();
  const date = await page.evaluate((iso) => new Date(iso).toLocaleDateString(), order.createdAt);
  const summary = main.getByRole("listitem").filter({ hasText: order._id }).first();
  await expect(summary).toContainText(`Order ID: ${order._id}`);
  await expect(summary).toContainText(`Order number: ${order.number}`);
  await expect(summary).toContainText(`Date: ${date}`);
  await expect(summary).toContainText(new RegExp(`Total: ${priceText(total).source}`));
  for (const { id } of picked) await expect(summary).toContainText(id);

  await page.reload();
  await expectCartCount(page, 0);
});

test("the total is the server's: an order sent with a tampered total is refused, never charged at it", async ({
  signedIn: page,
  shopper,
}) => {
  const picked = await addBooksFromHome(page, 2);
  const total = sumPrices((await Promise.all(picked.map(({ id }) => getBook(id)))).map((book) => book.newPrice));
  await page.route("**/api/orders/", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = { ...route.request().postDataJSON(), totalPrice: "0.01" };
    await route.continue({ postData: JSON.stringify(body) });
  });
  await goToCheckout(page);
  await fillDetails(page);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => isOrderPost(response.request())),
    checkoutForm(page).placeOrder.click(),
  ]);

  expect(answer.status()).toBe(409);
  const { error } = (await answer.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("price-changed");
  expect(error.message).toMatch(priceText(total));
  await expect(page.getByRole("dialog", { name: "Confirmed Order" })).toHaveCount(0);
  expect(
    await apiOk<unknown[]>(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: shopper.idToken }),
  ).toEqual([]);
});

test("an order the store could not confirm in time is retried with its key, and shows as placed, once", async ({
  signedIn: page,
  alerts,
}) => {
  const picked = await addBooksFromHome(page, 1);
  // The first request is answered 503 'may have gone through' while its commit lands seconds later.
  const sent: { key: string | undefined; status: number }[] = [];
  let injected = false;
  await page.route("**/api/orders/", async (route) => {
    if (route.request().method() !== "POST" || injected) return route.continue();
    injected = true;
    await route.continue({ headers: { ...route.request().headers(), "x-bookstore-fault": "late-commit" } });
  });
  page.on("response", (answer) => {
    if (isOrderPost(answer.request()))
      sent.push({ key: answer.request().headers()["idempotency-key"], status: answer.status() });
  });
  await goToCheckout(page);
  await fillDetails(page);
  await checkoutForm(page).placeOrder.click();

  const confirmed = await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
  expect(alerts).not.toContain("Failed to place an order");
  expect(sent[0]?.status).toBe(503);
  expect(sent.at(-1)?.status).toBeLessThan(300);
  expect(new Set(sent.map((request) => request.key)).size, "every attempt carries the same Idempotency-Key").toBe(1);
  await expect(page).toHaveURL("/orders");
  await confirmed.getByRole("button").first().click();
  // One order, not two: each order on /orders is headed by its number.
  const main = page.getByRole("main");
  await expect(main.getByRole("listitem").filter({ hasText: picked[0]!.id }).first()).toBeVisible();
  await expect(main.getByRole("heading", { name: /^Order BK-/ })).toHaveCount(1);
});

test("a book deleted after checkout opened: the alert, the book named on the checkout with a way out, then the rest is ordered", async ({
  signedIn: page,
  alerts,
  catalog,
}) => {
  // The book is withdrawn from the catalog (by an admin, through the API) between the cart and the order.
  const gone = await catalog.create();
  const kept = await catalog.create({ newPrice: 18.25 });
  for (const book of [gone, kept]) {
    await openApp(page, `/books/${book._id}`);
    await addToCart(page);
  }
  await expectCartCount(page, 2);
  await goToCheckout(page);
  await fillDetails(page);
  await deleteBook(gone._id);

  // Refused by the quote asked on Place Order, or by the order itself when the quote was already shown.
  const orderOrQuote = (answer: { request(): Parameters<typeof isOrderPost>[0]; url(): string }) =>
    isOrderPost(answer.request()) ||
    (answer.request().method() === "POST" && answer.url().endsWith("/api/orders/quote"));
  const [refused] = await Promise.all([page.waitForResponse(orderOrQuote), checkoutForm(page).placeOrder.click()]);
  expect(refused.status()).toBe(409);
  await expectAlert(page, alerts, "Failed to place an order");
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("dialog", { name: "Confirmed Order" })).toHaveCount(0);

  // The page says which book, by the title the cart knows (the store has none left for it), and offers removal.
  const main = page.getByRole("main");
  const notice = main.getByRole("alert").filter({ hasText: "can no longer be ordered" });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(`${gone.title} is no longer sold.`);
  await expect(checkoutForm(page).placeOrder).toBeDisabled();
  await notice.getByRole("button", { name: `Remove ${gone.title} from the cart` }).click();
  await expect(notice).toBeHidden();
  await expectCartCount(page, 1);
  await expect(main).toContainText("Total Price: $18.25");

  const [placed] = await Promise.all([page.waitForRequest(isOrderPost), checkoutForm(page).placeOrder.click()]);
  expect(placed.postDataJSON()).toMatchObject({ productIds: [kept._id], totalPrice: "18.25" });
  await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
  await expect(page).toHaveURL("/orders");
});

test("an empty cart cannot be checked out: no form, a way back to the books", async ({ signedIn: page }) => {
  await openApp(page, "/checkout");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Cash On Delevary" })).toBeVisible();
  await expect(
    main.getByText("Your cart is empty: add a book before placing an order.", { exact: true }),
  ).toBeVisible();
  await expect(checkoutForm(page).placeOrder).toHaveCount(0);
  await main.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL("/");
});

test("a shopper without orders: 'No orders found!' and 'You have no recent orders.'", async ({ signedIn: page }) => {
  await openApp(page, "/orders");
  await expect(page.getByRole("main").getByText("No orders found!", { exact: true })).toBeVisible();
  await openApp(page, "/user-dashboard");
  const main = page.getByRole("main");
  await expect(main.getByText("Welcome, User! Here are your recent orders:", { exact: true })).toBeVisible();
  await expect(main.getByText("You have no recent orders.", { exact: true })).toBeVisible();
});

test("orders show 'Loading...' while loading, and their own error texts when the orders cannot be loaded", async ({
  signedIn: page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // /orders reads the shopper's own orders (GET /api/orders/mine), the dashboard their orders by email.
  await page.route(/\/api\/orders\/(?:email\/|mine$)/, async (route) => {
    await released;
    await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong" } } });
  });
  const main = page.getByRole("main");

  await openApp(page, "/orders");
  await expect(main.getByRole("heading", { name: "Your Orders" })).toBeVisible();
  await expect(main.getByText("Loading...", { exact: true })).toBeVisible();
  release();
  await expect(main.getByText("Error geting orders data", { exact: true })).toBeVisible({ timeout: scaled(15_000) });

  await openApp(page, "/user-dashboard");
  await expect(main.getByText("Error getting orders data", { exact: true })).toBeVisible({ timeout: scaled(15_000) });
});

test("user dashboard shows 'Loading...' while the orders load", async ({ signedIn: page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/orders/email/**", async (route) => {
    await released;
    await route.continue();
  });
  await openApp(page, "/user-dashboard");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  await expect(main.getByText("Loading...", { exact: true })).toBeVisible();
  release();
  await expect(main.getByText("You have no recent orders.", { exact: true })).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a price that rises between cart and order: the notice is brought into view with the new price, and a second Place Order orders at the new total", async ({
    signedIn: page,
    shopper,
    catalog,
  }) => {
    const book = await catalog.create({ oldPrice: 35, newPrice: 29.49, stock: 5 });
    await openApp(page, `/books/${book._id}`);
    await addToCart(page);
    await goToCheckout(page);
    await fillDetails(page);
    // The store has quoted the address (its delivery methods are offered): the page shows the quoted total.
    await expect(page.getByRole("main").getByRole("group", { name: "Delivery" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Total Price: $29.49");

    // The shop raises the price while the shopper is filling in the form.
    const { _id, createdAt: _createdAt, ...input } = book;
    await apiOk(`/api/books/edit/${_id}`, {
      method: "PUT",
      token: await adminToken(),
      body: { ...input, newPrice: 44.49 },
    });

    const [refused] = await Promise.all([
      page.waitForResponse((answer) => isOrderPost(answer.request())),
      checkoutForm(page).placeOrder.click(),
    ]);
    expect(refused.status()).toBe(409);
    // Place Order is at the bottom of a long form on a phone; the notice is above it: focus takes the shopper there.
    const main = page.getByRole("main");
    const notice = main.getByRole("status").filter({ hasText: "Prices have changed" });
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(`${book.title}: was $29.49 → now $44.49`);
    await expect(notice).toContainText("The books now come to $44.49.");
    await expect(main).toContainText("Total Price: $44.49");
    await expect(page.getByRole("dialog", { name: "Confirmed Order" })).toHaveCount(0);
    expect(
      await apiOk<unknown[]>(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: shopper.idToken }),
    ).toEqual([]);

    const [placed] = await Promise.all([
      page.waitForResponse((answer) => isOrderPost(answer.request())),
      checkoutForm(page).placeOrder.click(),
    ]);
    expect(placed.status()).toBe(201);
    expect(((await placed.json()) as { totalPrice: number }).totalPrice).toBe(44.49);
    await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
  });
});

test("a book deleted while in the cart is named in the cart, and can be taken out", async ({ page, catalog }) => {
  const book = await catalog.create();
  await openApp(page, `/books/${book._id}`);
  await addToCart(page);
  await deleteBook(book._id);

  await openCart(page);
  const notice = page.getByRole("main").getByRole("alert");
  await expect(notice).toContainText(`${book.title} is no longer sold.`);
  await notice.getByRole("button", { name: `Remove ${book.title} from the cart` }).click();
  await expect(page.getByRole("main").getByText("No product found!", { exact: true })).toBeVisible();
  await expectCartCount(page, 0);
});

test("an order past what one account may hold is refused at checkout with the store's reason", async ({
  signedIn: page,
  shopper,
  catalog,
}) => {
  const book = await catalog.create();
  for (let i = 0; i < SHOPPER_LIMITS.copiesPerTitle; i++) await placeOrder(shopper, [book]);
  await openApp(page, `/books/${book._id}`);
  await addToCart(page);
  await goToCheckout(page);
  await fillDetails(page);
  await checkoutForm(page).placeOrder.click();

  const refusal = page.getByRole("main").getByRole("alert");
  await expect(refusal).toContainText(`at most ${SHOPPER_LIMITS.copiesPerTitle} copies of a book`);
  await expect(refusal).toContainText(book.title);
  await expect(page).toHaveURL("/checkout");
});
