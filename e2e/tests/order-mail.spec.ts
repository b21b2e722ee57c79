// The order's mails as the shopper receives them: placed and shipped through the API, delivered by the shop's
// sender to MailDev, and opened in MailDev's mailbox on a phone and a desktop. Each says plainly how much cash to
// have ready.
import type { Order } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createGuest } from "@bookstore/testing/accounts";
import { listMail, MAILDEV_URL, uniqueRecipient, waitForMail } from "@bookstore/testing/maildev";
import { ADDRESS } from "@bookstore/testing/orders";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../fixtures/test";

const cashLine = (order: Order) => `have ${formatPrice(order.totalPrice)} ready in cash`;

/** Opens a mail in MailDev's mailbox, then alone as a phone's mail app lays it out; attaches both screenshots. */
async function readMail(page: Page, testInfo: TestInfo, mailId: string, name: string, heading: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${MAILDEV_URL}/#/email/${mailId}`);
    await expect(page.frameLocator("iframe").first().getByRole("heading", { name: heading })).toBeVisible();
    await testInfo.attach(`${name}-maildev-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    // Nothing runs off the side.
    await page.goto(`${MAILDEV_URL}/email/${mailId}/html`);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await testInfo.attach(`${name}-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
}

test("a guest's order confirmation and shipped mail arrive once each, name the cash, and read at 375 and 1280 px", async ({
  page,
  catalog,
}, testInfo) => {
  const [guest, email, book] = [await createGuest(), uniqueRecipient("order-confirmation"), await catalog.create()];
  const order = await apiOk<Order>("/api/orders/", {
    method: "POST",
    token: guest.idToken,
    body: { name: "Grace Guest", email, phone: "+351 912 345 678", address: ADDRESS, productIds: [book._id] },
  });
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`Your order ${order.number} is placed`);
  expect(mail.text).toContain(`/orders/lookup?number=${order.number}`);

  await readMail(page, testInfo, mail.id, "order-confirmation", "Thank you for your order");
  // The mail as read: its number, its total, the way to track it, and the cash to have ready.
  await expect(page.getByText(order.number).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Track your order" })).toBeVisible();
  await expect(page.getByText(cashLine(order))).toBeVisible();

  await apiOk(`/api/orders/${order._id}`, { method: "PATCH", token: await adminToken(), body: { status: "shipped" } });
  const shipped = await waitForMail(email, { match: (sent) => sent.subject.endsWith("has shipped") });
  expect(shipped.subject).toBe(`Your order ${order.number} has shipped`);
  await readMail(page, testInfo, shipped.id, "order-shipped", "Your order is on its way");
  await expect(page.getByText(cashLine(order))).toBeVisible();

  // Once each: the outbox's document for each event was sent one time.
  expect((await listMail(email)).map((sent) => sent.subject).sort()).toEqual([shipped.subject, mail.subject].sort());
});
