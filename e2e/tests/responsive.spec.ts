// SPEC §2/§9: carousels show 1 slide on small screens, 2 from 768px and 3 from 1180px (News at most 2); the admin
// chart only from medium screens; the admin sidebar hidden on very small screens, where the menu button shows.
import { NAMES, openApp, visibleSlideCount } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const WIDTHS = [
  { width: 375, slides: 1, news: 1, small: true },
  { width: 800, slides: 2, news: 2, small: false },
  { width: 1280, slides: 3, news: 2, small: false },
] as const;

for (const { width, slides, news, small } of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`the carousels show ${slides} slide(s) (News ${news})`, async ({ page }) => {
      await openApp(page, "/");
      const region = (name: string) => page.getByRole("region", { name });
      await expect(region("Top Sellers").getByRole("article").first()).toBeVisible();
      await expect.poll(() => visibleSlideCount(region("Top Sellers"))).toBe(slides);
      await expect(region("Recommended for you").getByRole("article").first()).toBeVisible();
      await expect.poll(() => visibleSlideCount(region("Recommended for you"))).toBe(slides);
      await expect.poll(() => visibleSlideCount(region("News"))).toBe(news);
    });

    test(`the admin chart is ${small ? "hidden" : "shown"}, the sidebar ${small ? "hidden" : "shown"}`, async ({
      adminPage: page,
    }) => {
      await expect(page.getByRole("main").getByText("Products", { exact: true })).toBeVisible();
      const chart = page.getByRole("main").locator("canvas");
      const sidebar = page.getByRole("complementary", { name: NAMES.adminSidebar });
      const menuButton = page.getByRole("button", { name: NAMES.adminMenuToggle });
      if (small) {
        await expect(chart).toBeHidden();
        await expect(sidebar).toBeHidden();
        await expect(menuButton).toBeVisible();
      } else {
        await expect(chart).toBeVisible();
        await expect(sidebar).toBeVisible();
        await expect(menuButton).toBeHidden();
      }
    });
  });
}
