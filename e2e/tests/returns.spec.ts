// Books that come back: a shopper asks to return a book of a delivered order, staff approve it, receive it and
// record the refund, and the shopper's order shows it returned, with the refund's credit note. The order is placed
// and delivered through the API (checkout and the order desk have their own specs).
import { adminSignIn } from "@bookstore/testing/accounts";
import { placeDeliveredOrder } from "@bookstore/testing/returns";
import type { Browser, Page } from "@playwright/test";
import { openApp, openDashboardWithToken } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

async function adminBeside(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openDashboardWithToken(page, await adminSignIn());
  return page;
}

test("a shopper asks to return a book; staff approve, receive and refund it", async ({
  browser,
  shopper,
  signedIn: page,
  catalog,
}, testInfo) => {
  const [kept, returned] = await Promise.all([catalog.create({ stock: 3 }), catalog.create({ stock: 3 })]);
  const order = await placeDeliveredOrder(shopper, [kept, returned]);
  const number = `${order.number}-R1`;

  await openApp(page, "/orders");
  const entry = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: `Order ID: ${order._id}` });
  await entry.getByRole("button", { name: "Return books" }).click();
  const form = entry.getByRole("form", { name: "Return books" });
  await form.getByRole("checkbox", { name: returned.title }).check();
  await form.getByRole("combobox", { name: "Reason" }).selectOption("damaged");
  await form.getByRole("textbox", { name: "Note (optional)" }).fill("The cover is torn.");
  await expectAccessible(page, testInfo, "the return form");
  await form.getByRole("button", { name: "Ask to return" }).click();
  await expect(entry.getByRole("list", { name: "Returns" })).toContainText(`Return ${number}: Requested`);

  const admin = await adminBeside(browser);
  // Staff looked at the order on the desk before the return came in: the desk must not show it unrefunded later.
  await openApp(admin, `/dashboard/orders/${order._id}`);
  await expect(admin.getByRole("heading", { name: `Order ${order.number}` })).toBeVisible();
  await expect(admin.getByRole("list", { name: "Refunds" })).toHaveCount(0);
  await admin.getByRole("complementary", { name: "Admin" }).getByRole("link", { name: "Returns" }).click();
  const card = admin.getByRole("article", { name: `Return ${number}` });
  await expect(card).toContainText(returned.title);
  await expect(card).toContainText("The cover is torn.");
  await expectAccessible(admin, testInfo, "the returns desk");
  await card.getByRole("button", { name: `Approve ${number}` }).click();
  await expect(card).toHaveCount(0);

  await admin.getByRole("combobox", { name: "Status" }).selectOption("approved");
  await expect(card.getByRole("spinbutton")).toHaveValue(returned.newPrice.toFixed(2));
  await card.getByRole("button", { name: `Mark ${number} received and refund` }).click();
  await expect(card).toHaveCount(0);
  await admin.getByRole("combobox", { name: "Status" }).selectOption("received");
  await expect(card).toContainText(`Refunded $${returned.newPrice.toFixed(2)}`);
  await card.getByRole("link", { name: order.number }).click();
  await expect(admin.getByRole("list", { name: "Refunds" })).toContainText(
    `Refunded $${returned.newPrice.toFixed(2)} (Cash)`,
  );
  await admin.context().close();

  await page.reload();
  await expect(entry).toContainText("Partly returned");
  await expect(entry.getByRole("list", { name: "Refunds" })).toContainText(
    `Refunded $${returned.newPrice.toFixed(2)} (Cash)`,
  );
  await expect(entry.getByRole("list", { name: "Returns" })).toContainText(`Return ${number}: Received`);
  // The order was invoiced as it shipped, so its refund issued a credit note, offered beside it.
  await expect(
    entry.getByRole("list", { name: "Refunds" }).getByRole("button", { name: /^Credit note CN-\d{4}-\d{6,} \(PDF\)$/ }),
  ).toBeVisible();
});
