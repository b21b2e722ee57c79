// The owner's Mail page: the outbox's counts by state, a failed mail with why it failed, and the resend that
// sends it (to MailDev, read through its REST API).
import { uniqueRecipient, waitForMail } from "@bookstore/testing/maildev";
import { storeFailedMail, uniqueMailId, waitForDelivery } from "@bookstore/testing/outbox";
import { NAMES } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

test("the Mail page lists failed mail with its error, is accessible, and resends it", async ({
  adminPage: page,
}, testInfo) => {
  const id = uniqueMailId("e2e-failed");
  const to = uniqueRecipient("e2e-failed");
  const subject = `Your order has shipped ${id}`;
  await storeFailedMail(id, to, subject);

  await page.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("link", { name: "Mail" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Mail" })).toBeVisible();
  const failed = main.getByRole("list", { name: "Mail by state" }).getByRole("button", { name: /^Failed \d+$/ });
  await failed.click();
  await expect(failed).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/state=ERROR/);
  const row = main.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText(to);
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("5 attempts");
  await expect(row).toContainText("ECONNREFUSED");
  await expectAccessible(page, testInfo, "mail, failed");

  await row.getByRole("button", { name: `Resend “${subject}” to ${to}` }).click();
  // Read again at once: no longer failed.
  await expect(row).toHaveCount(0);
  await waitForMail(to);
  await waitForDelivery(id, (delivery) => delivery.state === "SUCCESS");
  await failed.click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(main.getByRole("row").filter({ hasText: subject })).toContainText("Sent");
});
