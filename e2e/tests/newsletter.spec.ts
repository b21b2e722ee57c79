// The newsletter: the banner's Subscribe leads to the footer's form, whose one answer for every address asks for the
// mail's confirmation; the mail's links open the pages whose buttons confirm and unsubscribe.
import { randomUUID } from "node:crypto";
import { api } from "@bookstore/testing/api";
import { confirmationMail, linkIn, mailsTo } from "@bookstore/testing/newsletter";
import { expectAccessible } from "../fixtures/axe";
import { openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

const THANKS =
  "Thank you! Check your inbox: unless this address is already subscribed, a mail with a link to confirm it is on its way.";

// accessibility.spec.ts scans the thank-you with axe at every width.
test("Subscribe asks for the mail's confirmation, in the same words for a known address; the banner's button leads there", async ({
  page,
}) => {
  await openApp(page, "/");
  // The sections below the first screen arrive once the page is idle and push the footer down: the test is about
  // where Subscribe leads on the drawn page, so it waits for them.
  await expect(page.getByRole("region", { name: "Recommended for you" }).getByRole("article").first()).toBeVisible();
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
  expect(answer.status()).toBe(202);
  const thanks = page.getByRole("contentinfo").getByRole("status");
  await expect(thanks).toHaveText(THANKS);
  expect((await mailsTo(email)).map((mail) => mail.message.subject)).toEqual([
    "Confirm your subscription to the Book Store newsletter",
  ]);

  // The field is gone now; the banner's button still leads somewhere: to the thank-you, in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await bannerSubscribe.click();
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport();

  // The same address again, after a reload: the same words, and no second mail within ten minutes.
  await openApp(page, "/");
  await page.getByRole("textbox", { name: "Email for the newsletter" }).fill(email.toUpperCase());
  await page.getByRole("form", { name: "Newsletter" }).getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(THANKS);
  expect(await mailsTo(email)).toHaveLength(1);
});

test("the confirmation mail's link opens a page whose button confirms; the welcome's link one whose button unsubscribes", async ({
  page,
}, testInfo) => {
  const email = `confirmer-${randomUUID().slice(0, 8)}@example.com`;
  expect((await api("/api/newsletter/", { method: "POST", body: { email } })).status).toBe(202);
  const confirm = linkIn(await confirmationMail(email), "/newsletter/confirm");

  await page.setViewportSize({ width: 375, height: 800 });
  await openApp(page, `${confirm.url.pathname}${confirm.url.search}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await expect(main).toContainText(`Confirm that ${email} should receive the Book Store newsletter.`);
  expect(await mailsTo(email), "opening the page confirms nothing").toHaveLength(1);
  await expectAccessible(page, testInfo, "the confirmation page");

  await main.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(main.getByRole("status")).toHaveText(
    "Your subscription is confirmed. Welcome! A welcome mail is on its way.",
  );
  const welcome = (await mailsTo(email)).find((mail) => mail.id.endsWith("-welcome"));
  expect(welcome?.message.subject).toBe("Welcome to the Book Store newsletter");

  const leave = linkIn(welcome!, "/newsletter/unsubscribe");
  await openApp(page, `${leave.url.pathname}${leave.url.search}`);
  await expect(main.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  await main.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(main.getByRole("status")).toHaveText(
    "You are unsubscribed. We will send no more newsletters to this address.",
  );
});
