// The order confirmation as the shopper receives it: placed through the API, delivered by the shop's sender to
// MailDev, and opened in MailDev's mailbox on a phone and a desktop.
import type { Order } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { apiOk } from "@bookstore/testing/api";
import { createGuest } from "@bookstore/testing/accounts";
import { listMail, MAILDEV_URL, uniqueRecipient, waitForMail } from "@bookstore/testing/maildev";
import { ADDRESS } from "@bookstore/testing/orders";
import { expect, test } from "../fixtures/test";

test("a guest's order confirmation arrives once, in the store's look, and reads at 375 and 1280 px", async ({
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

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${MAILDEV_URL}/#/email/${mail.id}`);
    const body = page.frameLocator("iframe").first();
    await expect(body.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(body.getByText(order.number)).toBeVisible();
    await expect(body.getByText(formatPrice(order.totalPrice)).last()).toBeVisible();
    await expect(body.getByRole("link", { name: "Track your order" })).toBeVisible();
    await testInfo.attach(`order-confirmation-maildev-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

    // The mail itself, as a phone's mail app lays it out: nothing runs off the side.
    await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await testInfo.attach(`order-confirmation-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
  // Once: the outbox's document for the event was sent one time.
  expect(await listMail(email)).toHaveLength(1);
});
