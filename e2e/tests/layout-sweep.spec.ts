// The main pages across widths from 320 to 1920 px: nothing scrolls sideways (the page, or a box inside it),
// no card is wider than its carousel slide, and no element covers another's text (a carousel arrow on a cover
// title, say). Each page is loaded once and swept by resizing.
import type { Order } from "@bookstore/schema";
import { apiOk } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { scaled } from "@bookstore/testing/timeouts";
import type { Page } from "@playwright/test";
import { addBooksFromHome, openApp, openDashboardWithToken } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const WIDTHS = [320, 375, 768, 800, 1024, 1180, 1280, 1920];

test.describe.configure({ timeout: scaled(120_000) });

/** What is wrong with the layout at the current width, in words; empty when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide`);

    const main = document.querySelector("main") ?? document.body;
    for (const el of main.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (["auto", "scroll"].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth} px)`);
      }
    }
    for (const slide of main.querySelectorAll(".swiper-slide")) {
      const card = slide.firstElementChild;
      if (card && card.scrollWidth > slide.clientWidth + 1) {
        problems.push(`${name(card)} is ${card.scrollWidth} px in a ${slide.clientWidth} px slide`);
      }
    }

    // A carousel's arrows sit beside its cards, never on a cover, a title or a button.
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const arrow of main.querySelectorAll(".swiper-button-prev, .swiper-button-next")) {
      const arrowBox = arrow.getBoundingClientRect();
      if (arrowBox.width === 0 || getComputedStyle(arrow).display === "none") continue;
      const carousel = arrow.parentElement!;
      const swiperBox = carousel.querySelector(".swiper")!.getBoundingClientRect();
      for (const content of carousel.querySelectorAll(".swiper-slide :is(img, h3, p, a, button)")) {
        const box = content.getBoundingClientRect();
        if (box.right <= swiperBox.left || box.left >= swiperBox.right) continue; // a slide out of view
        if (overlaps(arrowBox, box)) problems.push(`a carousel arrow covers ${name(content)}`);
      }
    }

    // Every visible line of text must be what is under its own middle: nothing else drawn on top of it.
    for (const el of main.querySelectorAll("h1, h2, h3, p, a, button, dt, dd, td, th, li, span, label")) {
      const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width === 0) continue;
      const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      // Text a carousel clips (slides out of view) is not shown: only its visible part counts.
      const swiper = el.closest(".swiper");
      if (swiper) {
        const shown = swiper.getBoundingClientRect();
        if (x < shown.left || x > shown.right) continue;
      }
      // Visually hidden text (for screen readers only) is not drawn.
      const box = el.getBoundingClientRect();
      if (getComputedStyle(el).visibility === "hidden" || box.width <= 1 || box.height <= 1) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) {
        problems.push(`${name(hit)} covers ${name(el)}`);
      }
    }
    return problems;
  });
}

async function sweep(page: Page, screen: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // The layout settles after a resize (carousels measure their slides on the next frame).
    await expect.poll(() => layoutProblems(page), { message: `${screen} at ${width} px` }).toEqual([]);
  }
}

test("the storefront's pages hold at every width", async ({ shopperPage: page, catalog }) => {
  // A title with a long unbroken word, which must wrap rather than push its card wider.
  await catalog.create({ title: `Pneumonoultramicroscopicsilicovolcanoconiosis${Date.now()}`, category: "horror" });
  await openApp(page, "/");
  const topSellers = page.getByRole("region", { name: "Top Sellers" });
  await sweep(page, "home", () => expect(topSellers.getByRole("article").first()).toBeVisible());

  await openApp(page, "/books/seed-book-01");
  await sweep(page, "book page", () => expect(page.getByRole("heading", { name: "The Quiet Ledger" })).toBeVisible());

  await addBooksFromHome(page, 2);
  await openApp(page, "/cart");
  await sweep(page, "cart", () => expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible());

  await openApp(page, "/orders");
  await sweep(page, "orders", () => expect(page.getByRole("heading", { name: "Your Orders" })).toBeVisible());

  await openApp(page, "/user-dashboard");
  await sweep(page, "user dashboard", () =>
    expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible(),
  );
});

test("the admin's pages hold at every width", async ({ page, catalog }) => {
  const book = await catalog.create({ stock: 2 });
  const shopperOrder = await apiOk<{ orders: Order[] }>("/api/orders/?limit=1", { token: await adminToken() });
  await openDashboardWithToken(page, await adminToken());
  await sweep(page, "dashboard", () =>
    expect(page.getByRole("main").getByText("Products", { exact: true })).toBeVisible(),
  );

  await page.goto("/dashboard/manage-books");
  await sweep(page, "manage books", () => expect(page.getByRole("main").getByText(book.title)).toBeVisible());

  await page.goto("/dashboard/orders");
  await sweep(page, "order desk", () =>
    expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /^Order / })
        .first(),
    ).toBeVisible(),
  );

  await page.goto(`/dashboard/orders/${shopperOrder.orders[0]!._id}`);
  await sweep(page, "order", () =>
    expect(page.getByRole("main").getByRole("heading", { name: /^Order / })).toBeVisible(),
  );
});
