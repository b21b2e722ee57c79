// Staff with roles: the owner hires a member with a one-time set-up link, the member chooses a password and sees
// only their own work, and disabling them signs their open dashboard out on its next action.
import { randomUUID } from "node:crypto";
import { makeStaff } from "@bookstore/testing/factories";
import { scaled } from "@bookstore/testing/timeouts";
import { NAMES, submitAdminLogin } from "../fixtures/app";
import { expectAccessible } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

const sidebarLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("navigation").getByRole("link");

test.describe(() => {
  // Two browsers (the owner's, the member's) and axe on three screens.
  test.describe.configure({ timeout: scaled(90_000) });

  test("the owner hires a packer who sets a password, sees only the order desk and books, and is signed out once disabled", async ({
    adminPage: owner,
    browser,
  }, testInfo) => {
    const username = `packer-${randomUUID().slice(0, 8)}`;
    const password = "parcels-and-tape";

    await owner.getByRole("complementary", { name: NAMES.adminSidebar }).getByRole("link", { name: "Staff" }).click();
    await owner.getByLabel("Username").fill(username);
    await owner.getByLabel("Role", { exact: true }).selectOption({ label: "Fulfilment" });
    await owner.getByRole("button", { name: "Add member" }).click();
    const linkField = owner.getByRole("textbox", { name: `Set-up link for ${username}` });
    const setupUrl = new URL(await linkField.inputValue());
    expect(setupUrl.pathname).toBe("/admin/setup");
    await expect(owner.getByRole("listitem", { name: username })).toContainText("Has not signed in yet");
    await expectAccessible(owner, testInfo, "staff page with a set-up link");

    const memberContext = await browser.newContext();
    try {
      const member = await memberContext.newPage();
      await member.goto(`${setupUrl.pathname}${setupUrl.search}`);
      // Too short first: the rule is said before anything is sent.
      await member.getByLabel("New password").fill("short");
      await member.getByLabel("Repeat the password").fill("short");
      await member.getByRole("button", { name: "Set password" }).click();
      await expect(member.getByLabel("New password")).toHaveAccessibleDescription(/at least 10 characters/i);
      await expectAccessible(member, testInfo, "set-up page with an error");
      await member.getByLabel("New password").fill(password);
      await member.getByLabel("Repeat the password").fill(password);
      await member.getByRole("button", { name: "Set password" }).click();
      await member.getByRole("link", { name: "Go to sign in" }).click();
      await submitAdminLogin(member, { username, password });

      // The packer's dashboard opens on the order desk, with only their own pages and no sales figures.
      await expect(member).toHaveURL("/dashboard/orders");
      await expect(sidebarLinks(member)).toHaveText(["Folders", "Documents", "Orders"].map((name) => new RegExp(name)));
      await expect(member.getByText("Total Sales")).toHaveCount(0);
      await expect(member.getByRole("banner")).toContainText(`Signed in as ${username}`);
      await expect(member.getByRole("banner")).toContainText("Fulfilment");

      // The desk has loaded (a request still on its way when the member is disabled would be refused too).
      await expect(member.getByLabel("Status")).toBeVisible();
      await member.waitForLoadState("networkidle");

      // The owner disables them; the member's open dashboard is signed out on its next request, saying why.
      await owner.getByRole("button", { name: `Disable ${username}` }).click();
      await expect(owner.getByRole("listitem", { name: username })).toContainText("Disabled");
      await member.getByLabel("Status").selectOption({ index: 1 });
      await expect(member).toHaveURL("/admin");
      await expect(member.getByRole("alert")).toContainText("Please sign in again.");
      expect(await member.evaluate(() => localStorage.getItem("token"))).toBeNull();
    } finally {
      await memberContext.close();
    }

    // The log names who did it, with the member's name.
    await owner
      .getByRole("complementary", { name: NAMES.adminSidebar })
      .getByRole("link", { name: "Activity" })
      .click();
    await owner.getByLabel("Action").selectOption("staff.create");
    await expect(owner.getByRole("main").getByRole("listitem").filter({ hasText: username }).first()).toContainText(
      `added the member ${username}`,
    );
    await expectAccessible(owner, testInfo, "activity log");
  });
});

test("a catalogue keeper's dashboard opens on Manage Books, without the sales figures or the order desk", async ({
  page,
}) => {
  const keeper = await makeStaff("catalog", "keeper");
  await page.goto("/admin");
  await submitAdminLogin(page, keeper);
  await expect(page).toHaveURL("/dashboard/manage-books");
  await expect(page.getByRole("heading", { name: "All Books" })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText(
    ["Folders", "Add Book", "Documents", "Reviews"].map((n) => new RegExp(n)),
  );
  // The figures' address itself opens their own page instead.
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard/manage-books");
  await expect(page.getByText("Total Sales")).toHaveCount(0);
});
