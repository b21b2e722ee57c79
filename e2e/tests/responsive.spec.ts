// product §2/§9: carousels show 1 slide on small screens, 2 from 768px and 3 from 1180px (News at most 2); the admin
// chart only from medium screens; the admin sidebar hidden on very small screens, where the menu button shows.
import { NAMES, openApp, visibleSlideCount } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const WIDTHS = [
  { width: 375, slides: 1, news: 1, small: true },
  { width: 800, slides: 2, news: 2, small: false },
  { width: 1280, slides: 3, news: 2, small: false },
] as const;

// Either side of each carousel breakpoint as well: 2 slides from 768 px, 3 from 1180 px.
const CAROUSEL_WIDTHS = [
  { width: 767, slides: 1, news: 1 },
  ...WIDTHS,
  { width: 768, slides: 2, news: 2 },
  { width: 1179, slides: 2, news: 2 },
  { width: 1180, slides: 3, news: 2 },
] as const;

// One page resized through the widths, as a shopper turning a tablet would: each width is checked after the
// resize, so the layout must follow the window, not only its first size.
test("the carousels show 1 slide below 768 px, 2 from 768 and 3 from 1180 px (News at most 2)", async ({ page }) => {
  await openApp(page, "/");
  const region = (name: string) => page.getByRole("region", { name });
  await expect(region("Top Sellers").getByRole("article").first()).toBeVisible();
  await expect(region("Recommended for you").getByRole("article").first()).toBeVisible();
  for (const { width, slides, news } of CAROUSEL_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => visibleSlideCount(region("Top Sellers")), { message: `${width} px` }).toBe(slides);
    await expect.poll(() => visibleSlideCount(region("Recommended for you")), { message: `${width} px` }).toBe(slides);
    await expect.poll(() => visibleSlideCount(region("News")), { message: `${width} px` }).toBe(news);
  }
});

test("the admin chart and sidebar are hidden at 375 px (the menu button shows instead) and shown at 800 and 1280 px", async ({
  adminPage: page,
}) => {
  await expect(page.getByRole("main").getByText("Products", { exact: true })).toBeVisible();
  const chart = page.getByRole("main").getByRole("img", { name: /^Monthly Revenue/ });
  const sidebar = page.getByRole("complementary", { name: NAMES.adminSidebar });
  const menuButton = page.getByRole("button", { name: NAMES.adminMenuToggle });
  for (const { width, small } of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(chart, `${width} px`).toBeVisible({ visible: !small });
    await expect(sidebar, `${width} px`).toBeVisible({ visible: !small });
    await expect(menuButton, `${width} px`).toBeVisible({ visible: small });
  }
});
