// The newsletter: the banner's Subscribe leads to the footer's form (or its thank-you), which stores an address once.
import { randomUUID } from "node:crypto";
import { openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

test("Subscribe stores the address once and thanks the shopper; the banner's button leads to the form, then the thanks", async ({
  page,
}) => {
  await openApp(page, "/");
  const field = page.getByRole("textbox", { name: "Email for the newsletter" });
  const bannerSubscribe = page
    .getByRole("region", { name: "New Releases This Week" })
    .getByRole("button", { name: "Subscribe" });
  await bannerSubscribe.click();
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();

  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await field.fill(email);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/api/newsletter/"),
    page.getByRole("form", { name: "Newsletter" }).getByRole("button", { name: "Subscribe" }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const thanks = page.getByRole("contentinfo").getByRole("status");
  await expect(thanks).toHaveText("Thank you for subscribing! The next newsletter is on its way to you.");

  // The field is gone now; the banner's button still leads somewhere: to the thank-you, in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await bannerSubscribe.click();
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();

  // The same address again, after a reload: thanked, and stored no second time.
  await openApp(page, "/");
  await page.getByRole("textbox", { name: "Email for the newsletter" }).fill(email.toUpperCase());
  await page.getByRole("form", { name: "Newsletter" }).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("You are already on the list: thank you!");
});
