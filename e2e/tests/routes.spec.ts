// product §2: every row of the route table, both guards, and the storefront's layout shell.
import type { Page } from "@playwright/test";
import { NAMES, cartLink, expectCartCount, openApp, splash } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const LOGIN_REQUIRED = ["/orders", "/user-dashboard"] as const;
const ADMIN_GUARDED = [
  "/dashboard",
  "/dashboard/add-new-book",
  // Guarded before the book is read: any id.
  "/dashboard/edit-book/any-book",
  "/dashboard/manage-books",
] as const;

test.describe("open routes", () => {
  test("/ is the home page", async ({ page }) => {
    await openApp(page, "/");
    await expect(page.getByRole("heading", { name: "New Releases This Week" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top Sellers" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommended for you" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "News", exact: true })).toBeVisible();
  });

  test("/about is a plain text About page", async ({ page }) => {
    await openApp(page, "/about");
    await expect(page.getByRole("main")).toContainText(/about/i);
  });

  test("/login and /register are the sign-in and registration forms, each linking to the other", async ({ page }) => {
    await openApp(page, "/login");
    const main = page.getByRole("main");
    for (const [here, other] of [
      ["/login", "/register"],
      ["/register", "/login"],
    ] as const) {
      await expect(page).toHaveURL(here);
      await expect(main.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
      await expect(main.getByLabel(/password/i)).toHaveAttribute("type", "password");
      await expect(main.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
      await main.locator(`a[href="${other}"]`).click();
      await expect(page).toHaveURL(other);
    }
  });

  test("/cart is the cart, empty for a new visitor", async ({ page }) => {
    await openApp(page, "/cart");
    await expect(page.getByText("No product found!", { exact: true })).toBeVisible();
    await expect(page.getByText("Shipping and taxes calculated at checkout.", { exact: true })).toBeVisible();
  });

  test("an unknown address shows an honest 'Page not found' with a way back", async ({ page }) => {
    await openApp(page, "/no/such-page");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(main).toContainText("There is no page at /no/such-page.");
    await main.getByRole("link", { name: "Back to the store" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("region", { name: "Top Sellers" })).toBeVisible();
  });

  test("/books/{id} is the book's detail page", async ({ page, catalog }) => {
    // Its own book: the newest one of the shared catalog may be another test's, deleted while this one runs.
    const book = await catalog.create();
    await openApp(page, `/books/${book._id}`);
    await expect(page.getByRole("heading", { name: book.title })).toBeVisible();
  });
});

test.describe("login-required routes", () => {
  test(`${LOGIN_REQUIRED.join(", ")} send a signed-out visitor to /login`, async ({ page }) => {
    for (const path of LOGIN_REQUIRED) {
      await page.goto(path);
      await expect(page, path).toHaveURL("/login");
      await expect(page.getByRole("main").getByRole("textbox", { name: /email/i })).toBeVisible();
    }
  });

  test("/checkout offers a signed-out visitor to sign in or continue as a guest", async ({ page }) => {
    await page.goto("/checkout");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Continue as guest" })).toBeVisible();
    await main.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("a signed-in shopper reaches /orders, /checkout and /user-dashboard", async ({ signedIn: page }) => {
    await openApp(page, "/orders");
    await expect(page.getByRole("heading", { name: "Your Orders" })).toBeVisible();
    await openApp(page, "/checkout");
    await expect(page.getByRole("heading", { name: "Cash On Delevary" })).toBeVisible();
    await openApp(page, "/user-dashboard");
    await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  });
});

test.describe("admin routes", () => {
  test("/admin is the standalone admin login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
    await expect(page.getByLabel(/username/i)).toBeVisible();
    await expect(page.getByLabel(/password/i)).toBeVisible();
    // Standalone: none of the storefront's shell around it.
    await expect(cartLink(page)).toHaveCount(0);
    await expect(page.getByPlaceholder("Search here")).toHaveCount(0);
  });

  test(`${ADMIN_GUARDED.join(", ")} without a stored token go to /admin`, async ({ page }) => {
    for (const path of ADMIN_GUARDED) {
      await page.goto(path);
      await expect(page, path).toHaveURL("/admin");
      await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
    }
  });

  test("a shopper's sign-in is no admin token: /dashboard still goes to /admin", async ({ shopperPage: page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/admin");
  });

  test("the admin reaches every /dashboard page", async ({ adminPage: page, catalog }) => {
    const book = await catalog.create();
    const main = page.getByRole("main");
    await expect(main.getByText("Products", { exact: true })).toBeVisible();

    await page.goto("/dashboard/add-new-book");
    await expect(main.getByRole("button", { name: "Add Book" })).toBeVisible();

    await page.goto(`/dashboard/edit-book/${book._id}`);
    await expect(main.getByLabel("Title", { exact: true })).toHaveValue(book.title);
    await expect(main.getByRole("button", { name: "Update Book" })).toBeVisible();

    await page.goto("/dashboard/manage-books");
    await expect(main.getByText("All Books", { exact: true })).toBeVisible();
    await expect(main.getByRole("table")).toBeVisible();
  });
});

test.describe("the first load in a tab", () => {
  test.use({ firstVisit: true });

  test("the first-load spinner covers the screen for 2000 ms", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto("/about");
    const spinner = splash(page);
    await expect(spinner).toBeVisible();
    const box = await spinner.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });

    await page.clock.runFor(1_900);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(200);
    await expect(spinner).toBeHidden();
    // The page beneath: React reveals a route that arrived late on a timer of its own, so the clock runs again.
    await page.clock.resume();
    await expect(page.getByRole("main")).toContainText(/about/i);
  });

  test("the spinner shows from the first paint, before the app's scripts have arrived", async ({ page }) => {
    await page.route("**/*.js", (route) => route.abort()); // what shows is index.html's own markup
    // A page the app draws itself (a book's or an author's page arrives drawn, without the spinner).
    await page.goto("/about");
    const spinner = page.getByRole("status", { name: "Loading the store" });
    await expect(spinner).toBeVisible();
    const viewport = page.viewportSize()!;
    expect(await spinner.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  });

  test("a reload in the same tab is not a first load: no 2000 ms spinner over the page; a new tab shows it", async ({
    page,
    context,
  }) => {
    // Whether the app ever drew its spinner over its own page: what the 2000 ms do, while the page renders beneath.
    const watchSpinnerOverPage = (tab: Page) =>
      tab.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="splash-screen"]') && document.querySelector("main")) {
            (window as unknown as { spinnerOverPage: boolean }).spinnerOverPage = true;
          }
        }).observe(document, { childList: true, subtree: true });
      });
    const sawSpinnerOverPage = (tab: Page) =>
      tab.evaluate(() => (window as unknown as { spinnerOverPage?: boolean }).spinnerOverPage ?? false);

    await openApp(page, "/about");
    await watchSpinnerOverPage(page);
    await page.reload();
    await expect(page.getByRole("main")).toContainText(/about/i);
    expect(await sawSpinnerOverPage(page)).toBe(false);

    const newTab = await context.newPage();
    await watchSpinnerOverPage(newTab);
    await openApp(newTab, "/about");
    expect(await sawSpinnerOverPage(newTab)).toBe(true);
    await newTab.close();
  });
});

test.describe("layout shell", () => {
  test("header and footer of a signed-out visitor", async ({ page }) => {
    await openApp(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByPlaceholder("Search here")).toBeVisible();
    await expectCartCount(page, 0);
    await expect(cartLink(page)).toHaveAttribute("href", "/cart");
    await expect(header.getByRole("link", { name: NAMES.loginLink })).toHaveAttribute("href", "/login");

    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "Services", "About Us", "Contact", "Privacy Policy", "Terms of Service"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^#/);
    }
    for (const name of [/facebook/i, /twitter/i, /instagram/i]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer.getByRole("textbox")).toHaveAttribute("type", "email");
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();

    // The logo goes home.
    await header.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "New Releases This Week" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("a stored admin token shows a Dashboard link to /dashboard for a signed-out visitor", async ({
    adminPage: page,
  }) => {
    await openApp(page, "/");
    const link = page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true });
    await expect(link).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("banner").getByRole("link", { name: NAMES.loginLink })).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL("/dashboard");
  });
});
