// The owner's money pages: the shop's settings, delivery zones and discount codes. Reads the seeded zones and
// settings without changing them; the zone this test adds (in a small country no seeded zone names) is deleted
// again, and its discount code has a name of its own.
import { randomUUID } from "node:crypto";
import { scaled } from "@bookstore/testing/timeouts";
import { NAMES, answerDialog } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

const sidebar = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("navigation");

test.describe(() => {
  test.describe.configure({ timeout: scaled(90_000) });

  test("the owner reads the settings, adds, edits and deletes a zone, and creates, edits and disables a code", async ({
    adminPage: page,
  }, testInfo) => {
    // Settings: what the shop prints on invoices, read as stored (saving them is global state: not here).
    await sidebar(page).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByLabel("Shop name")).not.toHaveValue("");
    await expect(page.getByLabel("Return window (days)")).not.toHaveValue("");
    await expectAccessible(page, testInfo, "shop settings");

    // Delivery: the seeded zones, then one of the test's own.
    await sidebar(page).getByRole("link", { name: "Delivery" }).click();
    await expect(page.getByRole("listitem", { name: "Rest of the world" })).toContainText("the rest of the world");
    const name = `E2E zone ${randomUUID().slice(0, 8)}`;
    await page.getByRole("button", { name: "Add zone" }).click();
    const form = page.getByRole("form", { name: "New zone" });
    await form.getByLabel("Zone name").fill(name);
    // A country another zone holds is refused, on the countries field.
    await form.getByLabel(/^Countries/).fill("GB");
    await form.getByLabel("Tax rate (%)").fill("5");
    await form.getByLabel("Method id").fill("post");
    await form.getByLabel("Method name").fill("Island post");
    await form.getByLabel("Price ($)").fill("7.5");
    await form.getByLabel(/^Free over/).fill("100");
    await form.getByRole("button", { name: "Add zone" }).click();
    await expect(form.getByLabel(/^Countries/)).toHaveAttribute("aria-invalid", "true");
    await expect(form).toContainText(/GB|United Kingdom/);
    await expectAccessible(page, testInfo, "delivery zones with a refused zone");

    await form.getByLabel(/^Countries/).fill("TV");
    await form.getByRole("button", { name: "Add zone" }).click();
    const zone = page.getByRole("listitem", { name });
    await expect(zone).toContainText("Tuvalu");
    await expect(zone).toContainText("Tax 5%");
    await expect(zone).toContainText("Island post: $7.50, free over $100.00");

    await zone.getByRole("button", { name: `Edit ${name}` }).click();
    await zone.getByLabel("Tax rate (%)").fill("7.5");
    await zone.getByRole("button", { name: "Save zone" }).click();
    await expect(zone).toContainText("Tax 7.5%");

    await zone.getByRole("button", { name: `Delete ${name}` }).click();
    await answerDialog(page, `Delete ${name}?`, "Delete zone");
    await expect(page.getByRole("listitem", { name })).toHaveCount(0);

    // Discounts: a code of the test's own, edited and disabled (codes are never deleted: orders keep them).
    await sidebar(page).getByRole("link", { name: "Discounts" }).click();
    const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
    const create = page.getByRole("form", { name: "New discount code" });
    await create.getByLabel("Code").fill(code.toLowerCase());
    await create.getByLabel("Percent off").fill("15");
    await create.getByLabel("Most uses (optional)").fill("5");
    await create.getByRole("button", { name: "Create code" }).click();
    const listed = page.getByRole("listitem", { name: code });
    await expect(listed).toContainText("15% off");
    await expect(listed).toContainText("Used 0 of 5 times");
    await expectAccessible(page, testInfo, "discount codes");

    await listed.getByRole("button", { name: `Edit ${code}` }).click();
    await listed.getByLabel("Percent off").fill("20");
    await listed.getByRole("button", { name: "Save code" }).click();
    await expect(listed).toContainText("20% off");
    await listed.getByRole("button", { name: `Disable ${code}` }).click();
    await expect(listed).toContainText("Disabled");
  });
});
