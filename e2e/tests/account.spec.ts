// /account: a signed-in shopper deletes the account. What goes and what stays is said before they confirm;
// afterwards they are signed out at home and the sign-in no longer exists. (The data export is followed in
// email-links.spec.ts, after the address is proven.)
import { signIn } from "@bookstore/testing/auth-actions";
import { expectAccessible } from "../fixtures/axe";
import { NAMES, answerDialog, expectDialog } from "../fixtures/app";
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
