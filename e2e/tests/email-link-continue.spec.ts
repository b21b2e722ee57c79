// A genuine verification link whose continueUrl an attacker chose: the Auth emulator mails it as Firebase would,
// and the store's action page confirms the address but continues only to a page of the store.
import { createShopper } from "@bookstore/testing/accounts";
import { identityToolkit, oobCodesFor } from "@bookstore/testing/auth-actions";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";

for (const hostile of ["//evil.example/pwn", "/.//evil.example/pwn", "/\\/evil.example/pwn"]) {
  test(`"Continue to the store" stays in the store when the link continues to ${hostile}`, async ({ page }) => {
    const shopper = await createShopper("e2e-continue");
    const continueUrl = `${HOSTING_URL}${hostile}`;
    const sent = await identityToolkit("sendOobCode", {
      requestType: "VERIFY_EMAIL",
      idToken: shopper.idToken,
      continueUrl,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = (await oobCodesFor(shopper.email, "VERIFY_EMAIL")).at(-1)!;
    const link = new URL(code.oobLink);
    expect(link.searchParams.get("continueUrl")).toBe(continueUrl);
    const params = new URLSearchParams({ mode: "verifyEmail", oobCode: code.oobCode, continueUrl, lang: "en" });

    await openApp(page, `/auth/action?${params}`);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Your e-mail address is confirmed.");
    const onward = page.getByRole("link", { name: "Continue to the store" });
    expect(await onward.getAttribute("href")).toMatch(/^\/(?![/\\])/);
    await onward.click();
    await expect(page).toHaveURL(`${HOSTING_URL}/evil.example/pwn`);
  });
}
