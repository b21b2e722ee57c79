// Running the shop: the admin's order desk moves orders along, shoppers follow and cancel them, and stock is
// what the storefront says it is. Orders are placed through the API (checkout itself is checkout.spec.ts).
import type { Order } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { adminSignIn, adminToken, createShopper } from "@bookstore/testing/accounts";
import { getBook } from "@bookstore/testing/catalog";
import { placeOrder } from "@bookstore/testing/orders";
import type { Browser, Page } from "@playwright/test";
import { answerDialog, openApp, openDashboardWithToken, openCart } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

async function moveThroughApi(order: Order, status: string) {
  await apiOk(`/api/orders/${order._id}`, { method: "PATCH", token: await adminToken(), body: { status } });
}

/** The admin, signed in in a browser context of its own, beside the shopper's page. */
async function adminBeside(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openDashboardWithToken(page, await adminSignIn());
  return page;
}

/** The order's entry on /orders, found by its id. */
const orderEntry = (page: Page, order: Order) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `Order ID: ${order._id}` });

const statusOf = (entry: ReturnType<typeof orderEntry>) => entry.getByText("Status:").locator("xpath=..");

test("the admin ships and then delivers an order, and the shopper sees each status", async ({
  browser,
  shopper,
  signedIn: page,
  catalog,
}) => {
  const book = await catalog.create({ stock: 3 });
  const order = await placeOrder(shopper, [book]);
  await openApp(page, "/orders");
  const entry = orderEntry(page, order);
  await expect(statusOf(entry)).toContainText("Placed");
  await expect(entry).toContainText(`Order number:${order.number}`);
  await expect(entry.getByRole("button", { name: "Cancel order" })).toBeVisible();
  await expect(entry.getByRole("list", { name: "Books in this order" })).toContainText(book.title);

  const admin = await adminBeside(browser);
  await admin.getByRole("complementary", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await admin.getByRole("searchbox", { name: "Order number or email" }).fill(shopper.email);
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.getByRole("link", { name: new RegExp(`^Order ${order.number} of`) }).click();
  await expect(admin).toHaveURL(`/dashboard/orders/${order._id}`);
  await expect(admin.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
  await admin.getByRole("button", { name: "Mark as shipped" }).click();
  await answerDialog(admin, "Mark this order as shipped?", "Mark as shipped");
  await expect(admin.getByRole("button", { name: "Mark as delivered" })).toBeVisible();

  await page.reload();
  await expect(statusOf(entry)).toContainText("Shipped");
  await expect(entry.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await expect(entry).toContainText(/Shipped .* by admin/);

  await admin.getByRole("button", { name: "Mark as delivered" }).click();
  await answerDialog(admin, "Mark this order as delivered?", "Mark as delivered");
  await expect(admin.getByRole("button", { name: /^Mark as/ })).toHaveCount(0);
  await page.reload();
  await expect(statusOf(entry)).toContainText("Delivered");
  await admin.context().close();
});

test("a shopper cancels a placed order after confirming, and the copy goes back on sale", async ({
  shopper,
  signedIn: page,
  catalog,
}) => {
  const book = await catalog.create({ stock: 1 });
  const order = await placeOrder(shopper, [book]);

  // The last copy is sold: the storefront says so and will not add it.
  await openApp(page, `/books/${book._id}`);
  const addToCart = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription("Out of stock");

  await openApp(page, "/orders");
  const entry = orderEntry(page, order);
  await entry.getByRole("button", { name: "Cancel order" }).click();
  const question = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(question).toContainText(book.title);
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(statusOf(entry)).toContainText("Placed");
  expect((await getBook(book._id)).stock).toBe(0);

  await entry.getByRole("button", { name: "Cancel order" }).click();
  await answerDialog(page, "Cancel this order?", "Cancel order");
  await answerDialog(page, "Order cancelled", "OK");
  await expect(statusOf(entry)).toContainText("Cancelled");
  expect((await getBook(book._id)).stock).toBe(1);

  await openApp(page, `/books/${book._id}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Add to Cart" })).toBeEnabled();
});

test("a shipped order refused at the door offers its credit note to the shopper and on the order desk", async ({
  browser,
  shopper,
  signedIn: page,
  catalog,
}) => {
  const order = await placeOrder(shopper, [await catalog.create({ stock: 2 })]);
  await moveThroughApi(order, "shipped");
  await moveThroughApi(order, "cancelled");
  const { creditNote } = await apiOk<Order>(`/api/orders/${order._id}`, { token: shopper.idToken });
  expect(creditNote?.number).toMatch(/^CN-\d{4}-\d{6,}$/);

  await openApp(page, "/orders");
  const entry = orderEntry(page, order);
  await expect(statusOf(entry)).toContainText("Cancelled");
  const button = entry.getByRole("button", { name: `Credit note ${creditNote!.number} (PDF)` });
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toBe(`${creditNote!.number}.pdf`);

  const admin = await adminBeside(browser);
  await openApp(admin, `/dashboard/orders/${order._id}`);
  await expect(admin.getByRole("button", { name: `Credit note ${creditNote!.number} (PDF)` })).toBeVisible();
  await admin.context().close();
});

test("a book that sells out while in the cart is named in the cart and at checkout, and can be removed", async ({
  signedIn: page,
  catalog,
}) => {
  const [lastCopy, plenty] = [await catalog.create({ stock: 1 }), await catalog.create({ stock: 5 })];
  for (const book of [lastCopy, plenty]) {
    await openApp(page, `/books/${book._id}`);
    const addToCart = page.getByRole("main").getByRole("button", { name: "Add to Cart" });
    if (book === lastCopy) await expect(addToCart).toHaveAccessibleDescription("Only 1 left");
    await addToCart.click();
  }
  // Someone else buys the last copy meanwhile.
  const rival = await createShopper("rival");
  await placeOrder(rival, [lastCopy]);

  await openCart(page);
  const notice = page.getByRole("main").getByRole("alert");
  await expect(notice).toContainText(`${lastCopy.title} is out of stock.`);
  await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
  await expect(notice).toContainText(`${lastCopy.title} is out of stock.`);
  await page.getByRole("checkbox", { name: /terms/i }).check();
  await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();

  await notice.getByRole("button", { name: `Remove ${lastCopy.title} from the cart` }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("Items: 1");
  await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
});

test("the order desk pages with the cursor, filters by status and search, and Back restores the filter", async ({
  adminPage: page,
  catalog,
}) => {
  const book = await catalog.create({ stock: 50 });
  const regular = await createShopper("regular");
  const orders: Order[] = [];
  // A shopper may hold only a few copies of a title in placed orders: each order but one shipped is cancelled
  // before the next, so 21 of them stay on the desk.
  for (let i = 0; i < 21; i++) {
    const order = await placeOrder(regular, [book]);
    await moveThroughApi(order, i === 3 ? "shipped" : "cancelled");
    orders.push(order);
  }

  await page.goto(`/dashboard/orders?q=${encodeURIComponent(regular.email)}`);
  const rows = page.getByRole("main").getByRole("row").filter({ hasText: regular.email });
  await expect(rows).toHaveCount(20);
  // Newest first.
  await expect(rows.first().getByRole("link")).toHaveAccessibleName(new RegExp(`^Order ${orders[20]!.number}`));
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(21);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.getByLabel("Status").selectOption("shipped");
  await expect(page).toHaveURL(/status=shipped/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Shipped");
  await page.goBack();
  // Back shows the list as it was left: both pages.
  await expect(rows).toHaveCount(21);
  await expect(page.getByLabel("Status")).toHaveValue("");

  // By its number as typed anywhere: lower case, without dashes.
  await page
    .getByRole("searchbox", { name: "Order number or email" })
    .fill(orders[3]!.number.replaceAll("-", "").toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("main").getByRole("row")).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Order number or email" }).fill("nobody@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("main").getByText("No orders match.")).toBeVisible();
});
