// axe finds nothing, at 375, 800 and 1280 px, on every page of the store with its content loaded, and in the
// states a shopper meets on the way: a form's error, a sold-out book in the cart, an open question, the
// newsletter's thank-you. Screens that need no separate sign-in share one page, reached through the app's own
// links where it has them: each page load costs seconds on the CI machine.
import { adminSignIn, adminToken, createShopper, uniqueEmail } from "@bookstore/testing/accounts";
import { apiOk } from "@bookstore/testing/api";
import { placeOrder } from "@bookstore/testing/orders";
import { scaled } from "@bookstore/testing/timeouts";
import type { Page } from "@playwright/test";
import { NAMES, addBooksFromHome, openApp, openDashboardWithToken, submitAdminLogin, openCart } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

// axe checks every element of a page (colour contrast above all), three times a screen.
test.describe.configure({ timeout: scaled(240_000) });

const region = (page: Page, name: string) => page.getByRole("region", { name });

test("a visitor's shopping: home, the cart and its Clear Cart question, a book, search results", async ({
  page,
}, testInfo) => {
  await openApp(page, "/");
  for (const carousel of ["Top Sellers", "Recommended for you", "News"]) {
    await expect(region(page, carousel).getByRole("article").first()).toBeVisible();
  }
  await expectAccessible(page, testInfo, "home");

  const [book] = await addBooksFromHome(page, 2);
  await openCart(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page, testInfo, "cart");

  await main.getByRole("button", { name: "Clear Cart" }).click();
  const question = page.getByRole("dialog", { name: "Clear the cart?" });
  await expect(question).toBeVisible();
  await expectAccessible(page, testInfo, "the Clear Cart question");
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(question).toBeHidden();

  await main.getByRole("link", { name: book!.title }).click();
  await expect(main.getByRole("heading", { name: book!.title })).toBeVisible();
  await expectAccessible(page, testInfo, "book");

  const search = page.getByRole("banner").getByRole("combobox");
  await search.fill("the");
  await search.press("Enter");
  await expect(main.getByRole("article").first()).toBeVisible();
  await expectAccessible(page, testInfo, "search results");
});

test("a visitor's other pages: about with the newsletter's thank-you, a missing page, login and register with their errors", async ({
  page,
}, testInfo) => {
  await openApp(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "About Book Store" })).toBeVisible();
  await expectAccessible(page, testInfo, "about");

  await page.getByRole("textbox", { name: "Email for the newsletter" }).fill(uniqueEmail(30));
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Check your inbox" })).toBeVisible();
  await expectAccessible(page, testInfo, "the newsletter's thank-you");

  await openApp(page, "/no-such-page");
  await expect(main.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page, testInfo, "a missing page");

  await openApp(page, "/login");
  await expectAccessible(page, testInfo, "login");
  const error = main.getByRole("alert").filter({ hasText: "Please provide a valid email and password" });
  await main.getByRole("textbox", { name: "Email" }).fill(uniqueEmail(30));
  await main.getByLabel("Password").fill("not-the-password");
  await main.getByRole("button", { name: "Login" }).click();
  await expect(error).toBeVisible();
  await expectAccessible(page, testInfo, "login with its error");

  await main.getByRole("link", { name: "Register" }).click();
  await expect(main.getByRole("button", { name: "Register" })).toBeVisible();
  await expectAccessible(page, testInfo, "register");
  await main.getByRole("textbox", { name: "Email" }).fill(uniqueEmail(30));
  await main.getByLabel("Password").fill("1"); // too short for the identity service
  await main.getByRole("button", { name: "Register" }).click();
  await expect(error).toBeVisible();
  await expectAccessible(page, testInfo, "register with its error");
});

test("a shopper's screens: a sold-out book in the cart and at checkout, checkout, orders in every status, the dashboard", async ({
  shopper,
  signedIn: page,
  catalog,
}, testInfo) => {
  // One order in each status, so every status badge is checked.
  const book = await catalog.create({ stock: 10 });
  const token = await adminToken();
  const move = (id: string, status: string) => apiOk(`/api/orders/${id}`, { method: "PATCH", token, body: { status } });
  const orders = [];
  for (let i = 0; i < 4; i++) orders.push(await placeOrder(shopper, [book]));
  await move(orders[1]!._id, "shipped");
  await move(orders[2]!._id, "shipped");
  await move(orders[2]!._id, "delivered");
  await move(orders[3]!._id, "cancelled");

  // The last copy of a book in the cart goes to another shopper.
  const lastCopy = await catalog.create({ stock: 1 });
  await addBooksFromHome(page, 1);
  await openApp(page, `/books/${lastCopy._id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await placeOrder(await createShopper("rival"), [lastCopy]);
  const notice = main.getByRole("alert").filter({ hasText: `${lastCopy.title} is out of stock.` });

  await openCart(page);
  await expect(notice).toBeVisible();
  await expectAccessible(page, testInfo, "the cart with a sold-out book");

  await main.getByRole("link", { name: "Checkout" }).click();
  await expect(notice).toBeVisible();
  await expectAccessible(page, testInfo, "checkout with a sold-out book");
  await notice.getByRole("button", { name: `Remove ${lastCopy.title} from the cart` }).click();
  await expect(notice).toBeHidden();
  await expect(main.getByRole("button", { name: "Place Order" })).toBeVisible();
  await expectAccessible(page, testInfo, "checkout");

  const account = async (link: string) => {
    await page.getByRole("button", { name: NAMES.accountMenu }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: link }).click();
  };
  await account("Orders");
  await expect(main.getByText("Order ID:")).toHaveCount(4);
  await expectAccessible(page, testInfo, "orders");

  await account("Dashboard");
  await expect(main.getByText("Order ID:")).toHaveCount(4);
  await expectAccessible(page, testInfo, "user dashboard");
});

test("the admin's screens: login and its error, statistics, manage books, add and edit a book, the order desk, an order", async ({
  page,
  catalog,
}, testInfo) => {
  const book = await catalog.create({ stock: 3 });
  const order = await placeOrder(await createShopper("axe"), [book]);

  await page.goto("/admin");
  await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, "admin login");
  await submitAdminLogin(page, { username: "admin", password: "not-the-password" });
  await expect(page.getByText("Please provide a valid email and password", { exact: true })).toBeVisible();
  await expectAccessible(page, testInfo, "admin login with its error");

  await openDashboardWithToken(page, await adminSignIn());
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: /^Monthly Revenue/ })).toBeVisible();
  await expectAccessible(page, testInfo, "statistics");

  await main.getByRole("link", { name: "Manage Books" }).click();
  await expect(main.getByRole("link", { name: `Edit ${book.title}` })).toBeVisible();
  await expectAccessible(page, testInfo, "manage books");

  await main.getByRole("link", { name: `Edit ${book.title}` }).click();
  await expect(main.getByLabel("Title")).toHaveValue(book.title);
  await expectAccessible(page, testInfo, "edit book");

  await main.getByRole("link", { name: "Add New Book" }).click();
  await expect(main.getByRole("button", { name: "Add Book" })).toBeVisible();
  await expectAccessible(page, testInfo, "add book");

  await page.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("link", { name: "Orders" }).click();
  const orderLink = main.getByRole("link", { name: new RegExp(`^Order ${order.number} of`) });
  await expect(orderLink).toBeVisible();
  await expectAccessible(page, testInfo, "order desk");

  await orderLink.click();
  await expect(main.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
  await expectAccessible(page, testInfo, "order");
});
