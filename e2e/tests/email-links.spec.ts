// The e-mails Firebase Auth sends for the store, followed as a shopper would: the verification notice and the
// store's own action page (/auth/action), and the forgotten password's reset. The links come from the Auth
// emulator's list of codes it "sent"; the page is opened with them exactly as the e-mail's link would be.
import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import type { AccountExport } from "@bookstore/schema";
import { oobCodesFor, signIn } from "@bookstore/testing/auth-actions";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { placeOrder } from "@bookstore/testing/orders";
import type { Page } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { NAMES, expectAlert, openApp } from "../fixtures/app";
import { layoutProblems } from "../fixtures/layout";
import { expect, test } from "../fixtures/test";

const notice = (page: Page) => page.getByRole("region", { name: "Confirm your e-mail address." });

/** The action page's address for the latest code of this kind sent to `email`, as the e-mail's link carries it. */
async function actionLink(email: string, requestType: "VERIFY_EMAIL" | "PASSWORD_RESET") {
  const code = (await oobCodesFor(email, requestType)).at(-1);
  if (!code) throw new Error(`no ${requestType} e-mail was sent to ${email}`);
  const link = new URL(code.oobLink);
  const params = new URLSearchParams({
    mode: link.searchParams.get("mode")!,
    oobCode: code.oobCode,
    continueUrl: link.searchParams.get("continueUrl") ?? "",
    lang: "en",
    apiKey: "demo-api-key",
  });
  return { path: `/auth/action?${params}`, continueUrl: link.searchParams.get("continueUrl") };
}

test("on a phone: a new shopper confirms the address, the notice goes, the server sees it, a used link says so", async ({
  page,
  alerts,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `e2e-verify-${randomUUID().slice(0, 8)}@example.com`;
  await openApp(page, "/register");
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /email/i }).fill(email);
  await form.getByLabel(/password/i).fill("secret-pass-1");
  await form.getByLabel(/password/i).press("Enter");
  await expectAlert(page, alerts, "User registered successfully!");

  // Registering sent the e-mail: Resend waits its minute.
  await expect(notice(page)).toContainText(`Open the link we sent to ${email}.`);
  await expect(notice(page).getByRole("button", { name: "Resend" })).toBeDisabled();
  await expect(notice(page)).toContainText(/You can ask again in \d+ s\./);
  expect(await layoutProblems(page)).toEqual([]);
  await expectAccessible(page, testInfo, "verification notice");

  const { path, continueUrl } = await actionLink(email, "VERIFY_EMAIL");
  expect(continueUrl).toBe(`${HOSTING_URL}/`);
  await page.setViewportSize({ width: 375, height: 800 });
  await openApp(page, path);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your e-mail address is confirmed.");
  await expect(notice(page)).toHaveCount(0);
  await expectAccessible(page, testInfo, "address confirmed");

  // The API sees the proven address from the next call on: the shopper's export says so.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: NAMES.accountMenu }).click();
  await page.getByRole("banner").getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("main")).toContainText("Confirmed");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookstore-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8")) as AccountExport;
  expect(data.profile).toMatchObject({ email, emailVerified: true });
  await expect(page.getByRole("main").getByText(`Saved as ${file.suggestedFilename()}.`)).toBeVisible();

  // Each link works once.
  await openApp(page, path);
  await expect(page.getByRole("alert")).toContainText("This link is invalid or has already been used.");
});

test("a returning shopper's notice is drawn before the page's own content, never pushing it down", async ({
  signedIn: page,
  shopper,
  catalog,
}) => {
  await placeOrder(shopper, [await catalog.create()]);
  await openApp(page, "/orders");
  await expect(page.getByRole("main").getByRole("heading", { name: /^Order / })).toBeVisible();
  // At once, not in time: content the shopper may already be clicking must not move.
  expect(await notice(page).isVisible()).toBe(true);
});

test("on a desktop: a forgotten password is reset through the store's page, without telling who has an account", async ({
  page,
  alerts,
  shopper,
}, testInfo) => {
  await openApp(page, "/login");
  await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  const sent = page.getByRole("main").getByRole("status");
  const ask = async (email: string) => {
    // The address changes before the page's code has loaded: until then the login form's Email box is the one shown.
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByRole("main").getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("main").getByRole("button", { name: "Send reset link" }).click();
    await expect(sent).toContainText(`If an account uses ${email}, we sent it a link to choose a new password.`);
  };

  // An address without an account reads exactly like one with an account.
  await ask(`nobody-${randomUUID().slice(0, 8)}@example.com`);
  await expectAccessible(page, testInfo, "reset link sent");
  await openApp(page, "/forgot-password");
  await ask(shopper.email);

  const { path } = await actionLink(shopper.email, "PASSWORD_RESET");
  await openApp(page, path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(main).toContainText(`For ${shopper.email}.`);
  await expectAccessible(page, testInfo, "new password form");
  await page.setViewportSize({ width: 1280, height: 800 });
  await main.getByLabel("New password").fill("brand-new-pass-2");
  await main.getByRole("button", { name: "Save new password" }).click();
  await expect(main.getByRole("status")).toContainText("Your password is changed.");

  await main.getByRole("link", { name: "Log in" }).click();
  await main.getByRole("textbox", { name: /email/i }).fill(shopper.email);
  await main.getByLabel(/password/i).fill("brand-new-pass-2");
  await main.getByLabel(/password/i).press("Enter");
  await expectAlert(page, alerts, "Login successful!");
  await expect(signIn(shopper.email, shopper.password)).rejects.toThrow(/INVALID/);

  // The used link, and one that never was, end on a clear refusal with the way to a new link.
  for (const oobCode of [new URL(path, HOSTING_URL).searchParams.get("oobCode")!, "not-a-code"]) {
    await openApp(page, `/auth/action?mode=resetPassword&oobCode=${oobCode}`);
    await expect(main.getByRole("alert")).toContainText("This link is invalid or has already been used.");
    await expect(main.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  }
  await expectAccessible(page, testInfo, "used link");
});
