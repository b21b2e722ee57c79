// product §2 'Admin login', 'Admin layout', 'Admin statistics'; §4 admin token and stats; §8 admin messages.
import { randomUUID } from "node:crypto";
import { ADMIN, adminSignIn } from "@bookstore/testing/accounts";
import { adminStats } from "@bookstore/testing/catalog";
import {
  NAMES,
  adminLoginThroughUi,
  expectAlert,
  priceText,
  splash,
  storeAdminSession,
  submitAdminLogin,
} from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import { scaled } from "@bookstore/testing/timeouts";
import type { Page, Request } from "@playwright/test";

const INVALID = "Please provide a valid email and password";
const EXPIRED = "Token has been expired!, Please login again.";
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("token"));
const isLoginPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/admin";

test.describe("admin login", () => {
  test("the admin signs in and goes to /dashboard; the token is stored under 'token'", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Admin Dashboard Login", { exact: true })).toBeVisible();
    await submitAdminLogin(page, ADMIN);
    await expect(page).toHaveURL("/dashboard");
    expect(await storedToken(page)).toMatch(/\S+/);
  });

  test("a failed admin login shows 'Please provide a valid email and password' inline", async ({ page }) => {
    await page.goto("/admin");
    await submitAdminLogin(page, { username: ADMIN.username, password: "not-the-password" });
    await expect(page.getByText(INVALID, { exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Wrong username or password.");
    await expect(page).toHaveURL("/admin");

    await page.goto("/admin");
    await submitAdminLogin(page, { username: `nobody-${randomUUID().slice(0, 8)}`, password: ADMIN.password });
    await expect(page.getByText(INVALID, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/admin");
    expect(await storedToken(page)).toBeNull();
  });

  test("username and password are required: nothing is sent without them", async ({ page }) => {
    const posts: Request[] = [];
    page.on("request", (request) => isLoginPost(request) && posts.push(request));
    await page.goto("/admin");
    await page.getByRole("button", { name: "Login" }).click();
    await submitAdminLogin(page, { username: ADMIN.username, password: "" });
    await submitAdminLogin(page, { username: "", password: ADMIN.password });
    await expect(page).toHaveURL("/admin");
    expect(posts).toHaveLength(0);
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe("admin token", () => {
  test("expires 3600 s after login: alert 'Token has been expired!, Please login again.', token removed, back to /", async ({
    page,
    alerts,
  }) => {
    await page.clock.install();
    await adminLoginThroughUi(page);
    await expect(page.getByText("Products", { exact: true })).toBeVisible();

    await page.clock.fastForward("59:30");
    await expect(page).toHaveURL("/dashboard");
    expect(await storedToken(page)).not.toBeNull();

    await page.clock.fastForward("00:45");
    await expectAlert(page, alerts, EXPIRED);
    await expect(page).toHaveURL("/");
    expect(await storedToken(page)).toBeNull();
  });

  test("expires on a storefront page too: alert, token removed, the Dashboard link gone", async ({ page, alerts }) => {
    await page.clock.install();
    await adminLoginThroughUi(page);
    await expect(page.getByText("Products", { exact: true })).toBeVisible();
    await page.goto("/about");
    const dashboardLink = page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true });
    await expect(dashboardLink).toBeVisible();

    await page.clock.fastForward("01:00:15"); // hh:mm:ss: Playwright refuses "60:15"
    await expectAlert(page, alerts, EXPIRED);
    await expect(page).toHaveURL("/");
    expect(await storedToken(page)).toBeNull();
    await expect(dashboardLink).toHaveCount(0);
  });

  test("a token the API refuses (401/403) signs the admin out: token removed, to the sign-in page saying why", async ({
    adminPage: page,
  }) => {
    // Unexpired but not signed by the server (its signature altered): only the API can tell, and it answers 403.
    const token = (await storedToken(page))!;
    const forged = `${token.slice(0, -3)}${token.endsWith("AAA") ? "BBB" : "AAA"}`;
    await page.evaluate((value) => localStorage.setItem("token", value), forged);
    // The API's refusal of the forged token itself (the dashboard's first load may still be answering the real
    // one): whichever of the dashboard's calls is answered first, the stats or the reviews to moderate.
    const refused = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith("/api/") &&
        response.request().headers().authorization === `Bearer ${forged}` &&
        response.status() === 403,
    );
    await page.reload();
    await refused;
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("alert")).toHaveText("Your session has ended. Please sign in again.");
    expect(await storedToken(page)).toBeNull();
  });

  test("'Log out' removes the token and goes to /; /dashboard then asks to sign in again", async ({
    adminPage: page,
  }) => {
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL("/");
    expect(await storedToken(page)).toBeNull();
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/admin");
  });
});

test.describe("admin layout", () => {
  test("sidebar, top bar, header and header buttons", async ({ adminPage: page }) => {
    const sidebar = page.getByRole("complementary", { name: NAMES.adminSidebar });
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/dashboard");
    await expect(sidebar.getByRole("link", { name: "Add Book" })).toHaveAttribute("href", "/dashboard/add-new-book");
    await expect(sidebar.getByRole("link", { name: "Documents" })).toHaveAttribute("href", "/dashboard/manage-books");
    // The spec's folders link went nowhere: it is gone rather than a dead end.
    await expect(sidebar.getByRole("link", { name: /folder/i })).toHaveCount(0);
    await expect(sidebar.getByRole("button", { name: /settings/i })).toBeVisible();
    // Dashboard is the active item.
    await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");

    // The top bar names the signed-in admin and has no control that does nothing (no search, no bell).
    await expect(page.getByText("Owner", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText(`Signed in as ${ADMIN.username}`);
    await expect(page.getByRole("banner").getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /notification/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(main.getByText("Book Store Inventory", { exact: true })).toBeVisible();

    await main.getByRole("link", { name: "Manage Books" }).click();
    await expect(page).toHaveURL("/dashboard/manage-books");
    await expect(main.getByText("All Books", { exact: true })).toBeVisible();
    await main.getByRole("link", { name: "Add New Book" }).click();
    await expect(page).toHaveURL("/dashboard/add-new-book");
    await expect(main.getByRole("button", { name: "Add Book" })).toBeVisible();

    await sidebar.getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL("/dashboard/manage-books");
    await sidebar.getByRole("link", { name: "Add Book" }).click();
    await expect(page).toHaveURL("/dashboard/add-new-book");
    await sidebar.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(main.getByText("Products", { exact: true })).toBeVisible();

    // The logo goes to the storefront.
    await sidebar.locator('a[href="/"]').click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { name: "Top Sellers" })).toBeVisible();
  });
});

test.describe("admin statistics", () => {
  /** A card shows its figure and its label together. */
  const card = (page: Page, label: string) =>
    page.getByRole("main").getByText(label, { exact: true }).locator("xpath=..");

  test("the cards show GET /api/admin: Products, Total Sales, Trending Books in This Month (share), Total Orders, Orders left, Orders (last day)", async ({
    adminPage: page,
  }) => {
    // Other tests add books and place orders meanwhile: compare one reading of the API with a fresh page.
    await expect(async () => {
      const stats = await adminStats();
      await page.reload();
      await expect(card(page, "Products")).toHaveText(new RegExp(`^\\s*${stats.totalBooks}\\s*Products\\s*$`), {
        timeout: 3_000,
      });
      await expect(card(page, "Total Sales")).toHaveText(
        new RegExp(`^\\s*${priceText(stats.totalSales).source}\\s*Total Sales\\s*$`),
        { timeout: 1_000 },
      );
      const share = Math.round((stats.trendingBooks / stats.totalBooks) * 100);
      await expect(card(page, "Trending Books in This Month")).toHaveText(
        new RegExp(`^\\s*${stats.trendingBooks}\\s*\\(${share}%\\)\\s*Trending Books in This Month\\s*$`),
        { timeout: 1_000 },
      );
      await expect(card(page, "Orders left")).toHaveText(new RegExp(`^\\s*${stats.openOrders}\\s*Orders left\\s*$`), {
        timeout: 1_000,
      });
      await expect(card(page, "Orders (last day)")).toHaveText(
        new RegExp(`^\\s*${stats.ordersLastDay}\\s*Orders \\(last day\\)\\s*$`),
        { timeout: 1_000 },
      );
      await expect(card(page, "Total Orders")).toHaveText(
        new RegExp(`^\\s*${stats.totalOrders}\\s*Total Orders\\s*$`),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: scaled(30_000) });
  });

  test("the Monthly Revenue chart, Sales by genre and Users by average order draw the store's own sales", async ({
    adminPage: page,
  }) => {
    const main = page.getByRole("main");
    const chart = main.getByRole("img", { name: /Monthly Revenue/ });
    await expect(chart).toBeVisible();
    const stats = await adminStats();
    // The seeded demo orders reach back months; the chart names each of the last 12 with its real sales.
    const label = (await chart.getAttribute("aria-label")) ?? "";
    for (const month of stats.monthlySales) expect(label).toMatch(priceText(month.totalSales));
    expect(label.split(", ")).toHaveLength(12);

    await expect(main.getByText("Website visits (last day)", { exact: true })).toHaveCount(0);
    await expect(main.getByText("Students by type of studying", { exact: true })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Sales by genre" })).toBeVisible();
    await expect(main.getByRole("img", { name: /^Sales by genre: / })).toBeVisible();

    const users = main.getByRole("list", { name: "Users by average order" });
    await expect(users.getByRole("listitem")).toHaveCount(stats.topCustomers.length);
    await expect(users.getByRole("listitem").first()).toContainText(stats.topCustomers[0]!.email);
    await expect(users.getByRole("listitem").first()).toBeVisible();
    const scroll = await users.evaluate((list) => ({
      overflowY: getComputedStyle(list).overflowY,
      height: list.clientHeight,
      rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
    }));
    expect(["auto", "scroll"]).toContain(scroll.overflowY);
    expect(scroll.height).toBeLessThanOrEqual(24 * scroll.rem);
  });

  test("a loading indicator shows until the figures arrive; a failed load keeps it and is only logged", async ({
    page,
    alerts,
  }) => {
    const errors: string[] = [];
    // The browser's own "Failed to load resource" line is not the app logging the error.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin", async (route) => {
      await released;
      await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Stats are down" } } });
    });
    await adminLoginThroughUi(page);
    const main = page.getByRole("main");
    const loading = main.getByRole("status").filter({ hasText: /loading/i });
    await expect(loading).toBeVisible();
    await expect(main.getByText("Products", { exact: true })).toHaveCount(0);

    const failed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin");
    release();
    await failed;
    await expect.poll(() => errors.length, { message: "the failure is logged" }).toBeGreaterThan(0);
    await expect(loading).toBeVisible();
    await expect(main.getByText("Products", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(alerts).toEqual([]);
    await expect(page).toHaveURL("/dashboard");
  });
});

test.describe("cold loads of the admin", () => {
  test.use({ firstVisit: true });

  /** Notes whether the storefront's spinner is ever in the page, from the first element the parser adds. */
  async function watchForSplash(page: Page) {
    await page.addInitScript(() => {
      const watched = window as unknown as { sawSplash?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="splash-screen"]')) watched.sawSplash = true;
      }).observe(document, { childList: true, subtree: true });
    });
    return () => page.evaluate(() => (window as unknown as { sawSplash?: boolean }).sawSplash ?? false);
  }

  test("/dashboard never shows the storefront's spinner: the admin's frame and a skeleton from the first paint", async ({
    page,
  }) => {
    await storeAdminSession(page, await adminSignIn());

    // The first paint, before any script: what the page itself draws.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/dashboard");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
    await page.unroute("**/*.js");

    // The whole load, the figures held back: the admin's layout with the statistics' skeleton, never the spinner.
    const sawSplash = await watchForSplash(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/dashboard");
    const main = page.getByRole("main");
    await expect(page.getByRole("complementary", { name: NAMES.adminSidebar })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    const loading = main.getByRole("status").filter({ hasText: "Loading..." });
    // A skeleton of the cards and charts, not a line of text: the page's own loading line may show first, until
    // the statistics' chunk replaces it (a loaded machine sees it).
    await expect.poll(async () => (await loading.boundingBox().catch(() => null))?.height ?? 0).toBeGreaterThan(250);
    release();
    await expect(main.getByText("Products", { exact: true })).toBeVisible();
    await expect(loading).toHaveCount(0);
    expect(await sawSplash()).toBe(false);
  });
});
