// A page whose code cannot be fetched (a chunk gone after a redeploy, a dropped connection) fails inside its
// layout: the header stays, the page says what happened, and Reload brings it back.
import { openApp } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

test("a page whose chunk is missing says so inside the store's layout, and Reload recovers it", async ({
  page,
}, testInfo) => {
  const aboutChunk = /\/assets\/about-[^/]+\.js$/;
  await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await openApp(page, "/about");

  await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectAccessible(page, testInfo, "a page whose chunk is missing");

  await page.unroute(aboutChunk);
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "About Book Store" })).toBeVisible();
});
