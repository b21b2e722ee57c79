// Staff and shopper screens at a phone's width and a desktop's, each scanned with axe: the staff page that asks
// and answers, set-up links that stay and say when they are spent, the activity log in sentences, the
// dashboard on a phone, shoppers' orders by number and title, the guest's quiet pages, 'No reviews yet' once, and
// 'Recommended for you' while it is still on its way. Every member, book and shopper here is the test's own.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { ADMIN } from "@bookstore/testing/accounts";
import { placeOrder } from "@bookstore/testing/orders";
import { scaled } from "@bookstore/testing/timeouts";
import { NAMES, openApp } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

const WIDTHS = [375, 1280] as const;
const sidebar = (page: Page) => page.getByRole("complementary", { name: NAMES.adminSidebar });

/** Opens a dashboard page from the sidebar, through the drawer on a phone. */
async function openAdminPage(page: Page, name: string) {
  // The layout is drawn first: before it, the toggle is not visible at any width.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const toggle = page.getByRole("button", { name: "Toggle navigation" });
  if (await toggle.isVisible()) await toggle.click();
  await sidebar(page).getByRole("link", { name }).click();
}

async function hire(page: Page, username: string, role: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await page.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByRole("textbox", { name: `Set-up link for ${username}` })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: scaled(120_000) });

    test("the staff page asks before Reset and Disable, says each change, and keeps every set-up link", async ({
      adminPage: page,
      browser,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const first = `rough-${randomUUID().slice(0, 8)}`;
      const second = `edge-${randomUUID().slice(0, 8)}`;
      await openAdminPage(page, "Staff");
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Staff" })).toBeVisible();
      // The username's rule is there before anything is sent.
      await expect(page.getByLabel("Username")).toHaveAccessibleDescription("2–64 letters, digits, _ or -");

      await hire(page, first, "Catalogue");
      await hire(page, second, "Fulfilment");
      // The first link is still there beside the second, until dismissed.
      const firstLink = page.getByRole("textbox", { name: `Set-up link for ${first}` });
      await expect(firstLink).toBeVisible();
      const setupUrl = new URL(await firstLink.inputValue());

      // A role change says it is saving, then saved, and the page says what it means.
      const row = page.getByRole("listitem", { name: first });
      await row.getByLabel(`Role of ${first}`).selectOption({ label: "Fulfilment" });
      await expect(row.getByRole("status")).toHaveText("Saved");
      await expect(page.getByText(`${first} is now Fulfilment`)).toBeVisible();

      // Reset asks first, naming the member; keeping them changes nothing.
      await row.getByRole("button", { name: `Reset ${first}` }).click();
      const question = page.getByRole("dialog", { name: `Reset ${first}?` });
      await expect(question).toContainText(`${first}'s password stops working now`);
      await question.getByRole("button", { name: "Keep it" }).click();
      await expect(page.getByRole("textbox", { name: `Set-up link for ${first}` })).toHaveValue(setupUrl.href);
      await row.getByRole("button", { name: `Reset ${first}` }).click();
      await page
        .getByRole("dialog", { name: `Reset ${first}?` })
        .getByRole("button", { name: "Reset" })
        .click();
      await expect(page.getByText(`${first}'s password is reset`)).toBeVisible();
      await expect(page.getByRole("textbox", { name: `Set-up link for ${first}` })).not.toHaveValue(setupUrl.href);

      // Disable asks too, and says it is done.
      const other = page.getByRole("listitem", { name: second });
      await other.getByRole("button", { name: `Disable ${second}` }).click();
      await page
        .getByRole("dialog", { name: `Disable ${second}?` })
        .getByRole("button", { name: "Disable" })
        .click();
      await expect(page.getByText(`${second} is disabled and signed out.`)).toBeVisible();
      await expect(other).toContainText("Disabled");
      await expectAccessible(page, testInfo, "staff page with set-up links");
      await page.setViewportSize({ width, height: 900 });
      await testInfo.attach(`staff-page-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });

      await page.getByRole("button", { name: `Dismiss the set-up link for ${second}` }).click();
      await expect(page.getByRole("textbox", { name: `Set-up link for ${second}` })).toHaveCount(0);

      // The spent link (replaced by the reset) says so as soon as its page opens.
      const memberContext = await browser.newContext();
      try {
        const member = await memberContext.newPage();
        await member.setViewportSize({ width, height: 900 });
        await member.goto(`${setupUrl.pathname}${setupUrl.search}`);
        await expect(member.getByRole("alert")).toContainText("already used or is not valid");
        await expect(member.getByLabel("New password")).toHaveCount(0);
        await expectAccessible(member, testInfo, "a spent set-up link");
      } finally {
        await memberContext.close();
      }

      // The log reads as sentences.
      await openAdminPage(page, "Activity");
      const log = page.getByRole("main");
      await expect(log.getByText(`added ${first} as Catalogue`).first()).toBeVisible();
      await expect(log.getByText(`made ${first} Fulfilment`).first()).toBeVisible();
      await expect(log.getByText(`disabled ${second}`).first()).toBeVisible();
      await expect(log.getByText(`reset the password of ${first}`).first()).toBeVisible();
      await expectAccessible(page, testInfo, "activity log");
      await page.setViewportSize({ width, height: 900 });
      await testInfo.attach(`activity-log-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    });

    test("shoppers see their order's number and books first; a book without reviews says so once", async ({
      shopper,
      signedIn: page,
      catalog,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const book = await catalog.create({ stock: 2 });
      const order = await placeOrder(shopper, [book]);
      await openApp(page, "/orders");
      const entry = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ hasText: `Order ID: ${order._id}` });
      await expect(entry.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
      await expect(entry.getByText(book.title, { exact: true }).first()).toBeVisible();
      await expectAccessible(page, testInfo, "your orders");
      await page.setViewportSize({ width, height: 900 });

      await openApp(page, `/books/${book._id}`);
      await expect(page.getByRole("main").getByText(/No reviews yet/)).toHaveCount(1);
    });

    test("the dashboard on a phone names who is signed in, its drawer's pages, and closes on its backdrop", async ({
      adminPage: page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const banner = page.getByRole("banner");
      await expect(banner.getByText(ADMIN.username, { exact: true })).toBeVisible();
      await expect(banner.getByText("Owner", { exact: true })).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: "Folders" })).toHaveCount(0);
      if (width > 400) return;
      await page.getByRole("button", { name: "Toggle navigation" }).click();
      await expect(sidebar(page).getByText("Orders", { exact: true })).toBeVisible();
      await expectAccessible(page, testInfo, "the dashboard's drawer");
      await page.setViewportSize({ width, height: 900 });
      await page.mouse.click(width - 10, 450);
      await expect(sidebar(page)).toBeHidden();
    });
  });
}

test("a signed-out visitor never asks for a wishlist; 'Recommended for you' is named while it loads", async ({
  page,
  catalog,
}, testInfo) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/me/wishlist")) asked.push(request.url());
  });
  // The recommended books are held until the loading screen has been scanned.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const recommended = (url: URL) => url.pathname === "/api/books/" && url.searchParams.get("offset") === "8";
  await page.route(recommended, async (route) => {
    await held;
    await route.continue();
  });
  const book = await catalog.create({ stock: 0 });
  const asking = page.waitForRequest((request) => recommended(new URL(request.url())));
  await openApp(page, "/");
  await asking;
  await expectAccessible(page, testInfo, "home page while Recommended loads");
  release();
  await openApp(page, `/books/${book._id}`);
  await expect(page.getByText("Tell me when it's back")).toBeVisible();
  expect(asked).toEqual([]);
});
