// The main pages across widths from 320 to 1920 px (e2e/fixtures/layout.ts says what is checked): nothing
// scrolls sideways or is cut off, carousel cards fit their slides and long words wrap, and nothing covers a line
// of text anywhere on the page. Each page is opened once, through the app's own links, and swept by resizing.
import { adminSignIn, createShopper, uniqueEmail } from "@bookstore/testing/accounts";
import { placeOrder } from "@bookstore/testing/orders";
import { scaled } from "@bookstore/testing/timeouts";
import type { Locator, Page } from "@playwright/test";
import { NAMES, openDashboardWithToken, signInThroughUi, openCart } from "../fixtures/app";
import { layoutProblems } from "../fixtures/layout";
import { expect, test, type Catalog } from "../fixtures/test";

// Around each breakpoint (640, 768, 1024, 1180), and through the ranges where cards and tables once overflowed.
const WIDTHS = [320, 360, 375, 414, 640, 768, 800, 830, 900, 1024, 1100, 1180, 1200, 1260, 1280, 1440, 1920];
const DESKTOP = 1024;

test.describe.configure({ timeout: scaled(180_000) });

/** Resizes the page through WIDTHS; at each, `ready` waits for the screen (and checks what depends on the width). */
async function sweep(page: Page, screen: string, ready: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready(width);
    await expect.poll(() => layoutProblems(page), { message: `${screen} at ${width} px` }).toEqual([]);
  }
}

/** A book whose title and description hold a word longer than a phone is wide: it must wrap, not widen a box. */
function bookWithLongWords(catalog: Catalog) {
  const word = `Pneumonoultramicroscopicsilicovolcanoconiosis${Date.now()}`;
  return catalog.create({ title: word, description: `Of ${word}.`, category: "technology", stock: 50 });
}

/** A shopper whose 36-character address has nowhere to break a line. */
const longEmailShopper = () => createShopper("sweep", { email: uniqueEmail(36) });

const box = async (locator: Locator) => (await locator.boundingBox())!;

test("the storefront's pages hold at every width", async ({ page, catalog }) => {
  const other = await catalog.create({ category: "technology" });
  const book = await bookWithLongWords(catalog);
  const shopper = await longEmailShopper();
  await placeOrder(shopper, [book]);
  await placeOrder(shopper, [book, other]);
  await signInThroughUi(page, shopper);
  const main = page.getByRole("main");

  // Signed in, the shopper lands on the home page. Its carousels rank by copies sold, so the long-worded book is
  // swept in the search results below, where the same card draws it.
  await sweep(page, "home", async () => {
    for (const carousel of ["Top Sellers", "Recommended for you", "News"]) {
      await expect(page.getByRole("region", { name: carousel }).getByRole("article").first()).toBeAttached();
    }
  });

  // The header's search finds the book wherever other tests' new books have pushed it in the carousel.
  const search = page.getByRole("banner").getByRole("combobox");
  await search.fill(book.title);
  await search.press("Enter");
  const result = main.getByRole("article", { name: book.title });
  await sweep(page, "search", () => expect(result).toBeVisible());
  await result.getByRole("button", { name: "Add to Cart" }).click();

  await result.getByRole("link", { name: book.title }).click();
  const cover = main.getByRole("img", { name: `Cover of ${book.title}` });
  const details = main.locator("dl").first();
  await sweep(page, "book page", async (width) => {
    await expect(main.getByRole("heading", { level: 1, name: book.title, exact: true })).toBeVisible();
    const [coverBox, detailsBox] = [await box(cover), await box(details)];
    // A desktop screen shows the cover beside the details, tops aligned; a phone shows it above them.
    if (width >= DESKTOP) {
      expect(coverBox.x + coverBox.width, `the cover is left of the details at ${width} px`).toBeLessThanOrEqual(
        detailsBox.x,
      );
      expect(Math.abs(coverBox.y - detailsBox.y), `tops aligned at ${width} px`).toBeLessThanOrEqual(24);
    } else if (width <= 414) {
      expect(coverBox.y + coverBox.height, `the cover is above the details at ${width} px`).toBeLessThanOrEqual(
        detailsBox.y,
      );
    }
  });

  await openCart(page);
  await sweep(page, "cart", () => expect(main.getByRole("link", { name: book.title })).toBeVisible());

  const account = async (link: string) => {
    await page.getByRole("button", { name: NAMES.accountMenu }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: link }).click();
  };
  await account("Check Out");
  await sweep(page, "checkout", () => expect(main.getByRole("button", { name: "Place Order" })).toBeVisible());

  await account("Orders");
  await sweep(page, "orders", () => expect(main.getByText(`Order ID:`)).toHaveCount(2));

  await account("Dashboard");
  await sweep(page, "user dashboard", () => expect(main.getByText(`Order ID:`)).toHaveCount(2));
});

test("the admin's pages hold at every width", async ({ page, catalog }) => {
  const book = await bookWithLongWords(catalog);
  const shopper = await longEmailShopper();
  const order = await placeOrder(shopper, [book]);
  await openDashboardWithToken(page, await adminSignIn());
  const main = page.getByRole("main");

  await sweep(page, "dashboard", () => expect(main.getByText("Total Orders", { exact: true })).toBeVisible());

  await main.getByRole("link", { name: "Manage Books" }).click();
  const row = main.locator("tr", { hasText: book.title });
  await sweep(page, "manage books", async (width) => {
    await expect(row).toBeVisible();
    // Below 1024 px each row is a card without the table's header: every value carries its own label.
    for (const column of ["Category", "Price", "Stock"]) {
      await expect(main.getByRole("columnheader", { name: column })).toBeVisible({ visible: width >= DESKTOP });
      await expect(row.getByText(`${column}:`, { exact: true })).toBeVisible({ visible: width < DESKTOP });
    }
  });

  await row.getByRole("link", { name: `Edit ${book.title}` }).click();
  await sweep(page, "edit book", () => expect(main.getByLabel("Title")).toHaveValue(book.title));

  await main.getByRole("link", { name: "Add New Book" }).click();
  await sweep(page, "add book", () => expect(main.getByRole("button", { name: "Add Book" })).toBeVisible());

  // The order desk, searched for the shopper: their long address must wrap in the desk's cards too.
  await page.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("link", { name: "Orders" }).click();
  await main.getByRole("searchbox", { name: "Order number or email" }).fill(shopper.email);
  await main.getByRole("button", { name: "Search" }).click();
  const orderLink = main.getByRole("link", { name: new RegExp(`^Order ${order.number} of`) });
  await sweep(page, "order desk", () => expect(orderLink).toBeVisible());

  await orderLink.click();
  await sweep(page, "order", () => expect(main.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible());
});
