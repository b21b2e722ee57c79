// /account: a signed-in shopper deletes the account (what goes and what stays is said before they confirm;
// afterwards they are signed out at home and the sign-in no longer exists), and changes the password and the
// address. The data export is followed in email-links.spec.ts, after the address is proven.
import { randomUUID } from "node:crypto";
import { oobCodesFor, signIn } from "@bookstore/testing/auth-actions";
import { expectAccessible } from "../fixtures/axe";
import { NAMES, answerDialog, expectDialog, openApp } from "../fixtures/app";
import { layoutProblems } from "../fixtures/layout";
import { expect, test } from "../fixtures/test";

test("on a phone: the account page deletes the account after saying that orders stay", async ({
  shopperPage: page,
  shopper,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: NAMES.accountMenu }).click();
  await page.getByRole("banner").getByRole("link", { name: "Account", exact: true }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
  await expect(main).toContainText(`Signed in as ${shopper.email}`);
  for (const section of ["Change password", "Change e-mail address", "Download your data", "Delete your account"]) {
    await expect(main.getByRole("region", { name: section })).toBeVisible();
  }
  expect(await layoutProblems(page)).toEqual([]);
  await expectAccessible(page, testInfo, "account page");

  await main.getByRole("button", { name: "Delete my account" }).click();
  await expectDialog(page, "Delete your account?");
  await expect(page.getByRole("dialog")).toContainText(
    "Orders you placed stay in the shop's records, which its accounts must keep, with your account removed from them.",
  );
  await expectAccessible(page, testInfo, "deletion question");
  await answerDialog(page, "Delete your account?", "Delete my account");

  await expectDialog(page, "Account deleted");
  await answerDialog(page, "Account deleted", "OK");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: NAMES.loginLink })).toBeVisible();
  await expect(signIn(shopper.email, shopper.password)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
});

test("on a desktop: the account page changes the password, then the e-mail address through its link", async ({
  signedIn: page,
  shopper,
}) => {
  await openApp(page, "/account");
  // The notice for an unproven address arrives after the page and moves the forms down: a click must not race it.
  await expect(page.getByRole("region", { name: "Confirm your e-mail address." })).toBeVisible();
  const password = page.getByRole("region", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-the-password");
  await password.getByLabel("New password").fill("changed-pass-2");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText("Your current password is not right.");
  await password.getByLabel("Current password").fill(shopper.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Your password is changed.");
  await signIn(shopper.email, "changed-pass-2");

  const newEmail = `e2e-moved-${randomUUID().slice(0, 8)}@example.com`;
  const address = page.getByRole("region", { name: "Change e-mail address" });
  await address.getByLabel("New e-mail address").fill(newEmail);
  await address.getByLabel("Current password").fill("changed-pass-2");
  await address.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(address.getByRole("status")).toContainText(`We sent a link to ${newEmail}.`);

  // The address changes only once the link sent to the new address is opened.
  await signIn(shopper.email, "changed-pass-2");
  const code = (await oobCodesFor(shopper.email, "VERIFY_AND_CHANGE_EMAIL")).at(-1)!;
  await openApp(page, `/auth/action?mode=verifyAndChangeEmail&oobCode=${code.oobCode}`);
  await expect(page.getByRole("main").getByRole("status")).toContainText(`Your account's address is now ${newEmail}.`);
  await signIn(newEmail, "changed-pass-2");
});
