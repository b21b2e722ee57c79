// Guest checkout (an anonymous Firebase account), creating an account from it, and tracking an order by its
// number and email.
import type { Order } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createGuest } from "@bookstore/testing/accounts";
import { AUTH_URL } from "@bookstore/testing/emulators";
import { ADDRESS } from "@bookstore/testing/orders";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { NAMES, addBooksFromHome, dismissDialog, expectDialog, openApp, openCart } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

const DETAILS = {
  "Full Name": "Grace Guest",
  "Phone Number": "351912345678",
  "Address / Street": "12 Rua Augusta",
  City: "Lisbon",
  "Country / region": "Portugal",
  "State / province": "Lisboa",
  Zipcode: "1100048",
};

/** A phone and a desktop: the widths the checkout's and the lookup's layouts differ most between. */
const WIDTHS = [375, 1280] as const;

const header = (page: Page) => page.getByRole("banner");

/** Signs in with email and password through the Auth emulator: the account's ID token, as the SPA would hold it. */
async function passwordIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const data = (await response.json()) as { idToken: string };
  if (!response.ok) throw new Error(`signInWithPassword failed: ${JSON.stringify(data)}`);
  return data.idToken;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a guest orders without an account, sees the order, then creates an account that keeps it", async ({
      page,
    }, testInfo) => {
      // A guest has no wishlist: no page of theirs asks for one (it would be refused, an error on every page).
      const askedForWishlist: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/me/wishlist")) askedForWishlist.push(request.url());
      });
      const [picked] = await addBooksFromHome(page, 1);
      await openCart(page);
      await page.getByRole("main").getByRole("link", { name: "Checkout" }).click();
      await expect(page).toHaveURL("/checkout");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Sign in" })).toBeVisible();
      await expectAccessible(page, testInfo, "the checkout's sign-in or guest choice");
      await page.setViewportSize({ width, height: 900 });

      await main.getByRole("button", { name: "Continue as guest" }).click();
      // The button that had focus is gone: the form's heading takes it, so the keyboard goes on from there.
      await expect(main.getByRole("heading", { name: "Cash On Delevary" })).toBeFocused();
      const email = main.getByRole("textbox", { name: "Email Address" });
      await expect(email).toBeEditable();
      for (const [label, value] of Object.entries(DETAILS)) await main.getByLabel(label).fill(value);
      await main.getByRole("checkbox", { name: /terms/i }).check();
      // No email yet: the form says so and sends nothing.
      await main.getByRole("button", { name: "Place Order" }).click();
      await expect(main.getByText("Enter the email address we should send your order to")).toBeVisible();
      await expect(page).toHaveURL("/checkout");
      await expectAccessible(page, testInfo, "the guest's checkout form");
      await page.setViewportSize({ width, height: 900 });

      const typed = `guest-${randomUUID().slice(0, 8)}@example.com`;
      await email.fill(typed);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().method() === "POST" && answer.url().endsWith("/api/orders/")),
        main.getByRole("button", { name: "Place Order" }).click(),
      ]);
      expect(response.status()).toBe(201);
      const order = (await response.json()) as Order;
      expect(order.email).toBe(typed);
      const confirmed = await expectDialog(page, "Confirmed Order", "Your order placed successfully!");
      // The number the guest tracks it by, and the one the confirmation mail names.
      await expect(confirmed.getByText(`Order number: ${order.number}`, { exact: true })).toBeVisible();
      await dismissDialog(page, confirmed);

      // At once, in Your Orders of this browser, with the offer to create an account; focus on the page's heading.
      await expect(page).toHaveURL("/orders");
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      const listed = main.getByRole("listitem").filter({ hasText: `Order ID: ${order._id}` });
      await expect(listed).toContainText(picked!.title);
      await expect(listed).toContainText(`Order number:${order.number}`);
      await expect(main.getByRole("heading", { name: "Create an account" })).toBeVisible();
      // The header shows a guest, never an account with an email.
      await expect(header(page).getByRole("button", { name: NAMES.accountMenu })).toHaveCount(0);
      await header(page).getByRole("button", { name: "Guest menu" }).click();
      await expect(header(page).getByText("Shopping as a guest")).toBeVisible();
      await expect(header(page)).not.toContainText(typed);
      await header(page).getByRole("button", { name: "Guest menu" }).click();
      await expectAccessible(page, testInfo, "a guest's orders");
      await page.setViewportSize({ width, height: 900 });

      // Still theirs after a reload: the anonymous session persists in this browser.
      await page.reload();
      await expect(listed).toBeVisible();
      // Home, a book, the cart, the checkout and the orders, as a guest, then reloaded: no wishlist asked.
      await openApp(page, `/books/${picked!.id}`);
      await expect(main.getByRole("heading", { level: 1, name: picked!.title })).toBeVisible();
      expect(askedForWishlist).toEqual([]);
      await page.goBack();
      await expect(listed).toBeVisible();

      const accountEmail = `linked-${randomUUID().slice(0, 8)}@example.com`;
      const password = "secret-pass-1";
      await main.getByLabel("Email", { exact: true }).fill(accountEmail);
      await main.getByLabel("Password").fill(password);
      await main.getByRole("button", { name: "Create account" }).click();
      const created = await expectDialog(page, "Account created", "Your orders are kept in your account.");
      await dismissDialog(page, created);
      await expect(header(page).getByRole("button", { name: NAMES.accountMenu })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Create an account" })).toHaveCount(0);
      await expect(listed).toBeVisible();

      // The same account signs in with the new password anywhere and finds the order.
      const mine = await apiOk<Order[]>("/api/orders/mine", { token: await passwordIdToken(accountEmail, password) });
      expect(mine.map((kept) => kept._id)).toEqual([order._id]);
      // And the account area is open to it now.
      await header(page).getByRole("button", { name: NAMES.accountMenu }).click();
      await header(page).getByRole("link", { name: "Dashboard", exact: true }).click();
      await expect(main.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
    });

    test("anyone tracks an order by its number and email: status, timeline and items, nothing personal", async ({
      page,
      catalog,
    }, testInfo) => {
      const [guest, book] = [await createGuest(), await catalog.create()];
      const email = `track-${randomUUID().slice(0, 8)}@example.com`;
      const order = await apiOk<Order>("/api/orders/", {
        method: "POST",
        token: guest.idToken,
        body: {
          name: "Grace Guest",
          email,
          phone: "+351 912 345 678",
          address: ADDRESS,
          productIds: [book._id],
        },
      });
      await apiOk(`/api/orders/${order._id}`, {
        method: "PATCH",
        token: await adminToken(),
        body: { status: "shipped" },
      });

      await openApp(page, "/orders/lookup");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Track an order" })).toBeVisible();
      // The number as a shopper may type it: lower case, no dashes.
      await main.getByLabel("Order number").fill(order.number.replaceAll("-", "").toLowerCase());
      await main.getByLabel("Email").fill(`someone-${email}`);
      await main.getByRole("button", { name: "Find order" }).click();
      await expect(main.getByRole("alert")).toHaveText("No order has that number and email. Check both and try again.");
      await expectAccessible(page, testInfo, "an order lookup that found nothing");
      await page.setViewportSize({ width, height: 900 });

      await main.getByLabel("Email").fill(email.toUpperCase());
      await main.getByRole("button", { name: "Find order" }).click();
      const found = main.getByRole("article");
      await expect(found.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
      await expect(found).toContainText("Shipped");
      await expect(found.getByRole("list", { name: "Books in this order" })).toContainText(order.items[0]!.title);
      await expect(found.getByRole("listitem").filter({ hasText: "Placed" })).toHaveCount(1);
      for (const secret of ["Grace Guest", "912 345 678", ADDRESS.city, "by admin"]) {
        await expect(main, secret).not.toContainText(secret);
      }
      await expect(main.getByRole("alert")).toHaveCount(0);
      await expectAccessible(page, testInfo, "a tracked order");
    });
  });
}
