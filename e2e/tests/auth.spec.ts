// product §2 'Login and register' and the signed-in header, §4 auth states, §8 sign-in messages.
import { randomUUID } from "node:crypto";
import { NAMES, expectAlert, openApp } from "../fixtures/app";
import { expect, test } from "../fixtures/test";
import type { Page } from "@playwright/test";

const INVALID = "Please provide a valid email and password";

async function submitCredentials(page: Page, email: string, password: string) {
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /email/i }).fill(email);
  await form.getByLabel(/password/i).fill(password);
  await form.getByLabel(/password/i).press("Enter");
}

const accountMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: NAMES.accountMenu });
const loginLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: NAMES.loginLink });

test("register: 'User registered successfully!' and the new user is signed in", async ({ page, alerts }) => {
  const email = `e2e-register-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await openApp(page, "/register");
  await submitCredentials(page, email, "secret-pass-1");
  await expectAlert(page, alerts, "User registered successfully!");
  await expect(accountMenu(page)).toBeVisible();
  await expect(loginLink(page)).toHaveCount(0);
});

test("register with an email already in use shows the inline error", async ({ page, shopper }) => {
  await openApp(page, "/register");
  await submitCredentials(page, shopper.email, shopper.password);
  await expect(page.getByRole("main").getByText(INVALID, { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This email already has an account: log in instead.");
  await expect(page).toHaveURL("/register");
  await expect(loginLink(page)).toBeVisible();
});

test("a password shorter than 6 characters is refused with a hint saying so", async ({ page }) => {
  await openApp(page, "/register");
  await submitCredentials(page, `short-${randomUUID().slice(0, 8)}@example.com`, "abc");
  await expect(page.getByRole("main").getByText(INVALID, { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Use a password of at least 6 characters.");
});

test("login: 'Login successful!' and the user goes to /", async ({ page, alerts, shopper }) => {
  await openApp(page, "/login");
  await submitCredentials(page, shopper.email, shopper.password);
  await expectAlert(page, alerts, "Login successful!");
  await expect(page).toHaveURL("/");
  await expect(accountMenu(page)).toBeVisible();
});

test("a shopper a guard sent to /login comes back to the page asked for after signing in", async ({
  page,
  alerts,
  shopper,
}) => {
  await openApp(page, "/user-dashboard");
  await expect(page).toHaveURL("/login");
  await submitCredentials(page, shopper.email, shopper.password);
  await expectAlert(page, alerts, "Login successful!");
  await expect(page).toHaveURL("/user-dashboard");
  await expect(page.getByRole("main").getByRole("heading", { name: "User Dashboard" })).toBeVisible();
});

test("failed login shows 'Please provide a valid email and password' inline", async ({ page, alerts, shopper }) => {
  await openApp(page, "/login");
  await submitCredentials(page, shopper.email, "not-the-password");
  await expect(page.getByRole("main").getByText(INVALID, { exact: true })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Wrong email or password.");
  await expect(page).toHaveURL("/login");
  expect(alerts).not.toContain("Login successful!");

  // An account that does not exist fails the same way.
  await submitCredentials(page, `nobody-${randomUUID()}@example.com`, "secret-pass-1");
  await expect(page.getByRole("main").getByText(INVALID, { exact: true })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
});

test("email and password are required (an email field)", async ({ page }) => {
  for (const path of ["/login", "/register"]) {
    await openApp(page, path);
    const form = page.getByRole("main");
    await expect(form.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
    await expect(form.getByRole("textbox", { name: /email/i })).toHaveAttribute("required", "");
    await expect(form.getByLabel(/password/i)).toHaveAttribute("required", "");
  }
});

test("the avatar toggles a dropdown of Dashboard, Orders, Cart Page, Check Out and Logout", async ({
  shopperPage: page,
}) => {
  const menu = accountMenu(page);
  const links = {
    Dashboard: "/user-dashboard",
    Orders: "/orders",
    "Cart Page": "/cart",
    "Check Out": "/checkout",
  };
  // What each page, and no other, shows once it is there (product §2 texts). The URL alone is not arrival: it changes
  // when a navigation starts, while the previous page stays on screen until the next page's chunk has loaded.
  // The user dashboard has a 'Your Orders' heading too, one level down.
  const arrived = {
    Dashboard: page.getByRole("heading", { name: "User Dashboard" }),
    Orders: page.getByRole("heading", { name: "Your Orders", level: 1 }),
    "Cart Page": page.getByText("Shipping and taxes calculated at checkout.", { exact: true }),
    "Check Out": page.getByRole("heading", { name: "Cash On Delevary" }),
  };
  const dropdownLink = (name: string) => page.getByRole("banner").getByRole("link", { name, exact: true });

  await expect(dropdownLink("Orders")).toBeHidden();
  await menu.click();
  for (const [name, href] of Object.entries(links)) await expect(dropdownLink(name)).toHaveAttribute("href", href);
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  await menu.click();
  await expect(dropdownLink("Orders")).toBeHidden();

  // Each link goes to its page and closes the dropdown.
  for (const [name, href] of Object.entries(links)) {
    await menu.click();
    await dropdownLink(name).click();
    await expect(page).toHaveURL(href);
    await expect(arrived[name as keyof typeof arrived]).toBeVisible();
    await expect(dropdownLink(name)).toBeHidden();
  }
});

test("logout signs the shopper out: login icon again, guarded pages go to /login", async ({ shopperPage: page }) => {
  await accountMenu(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(loginLink(page)).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);

  await page.goto("/orders");
  await expect(page).toHaveURL("/login");
});

test("Google sign-in that cannot complete shows the alert 'Google sign in failed!'", async ({ page, alerts }) => {
  // Offline, Firebase cannot load Google's sign-in helper script (Firebase's popup flow loads it from apis.google.com). Blocking it makes every
  // machine behave like these offline ones, so the test never waits on a real Google popup.
  await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort("internetdisconnected"));
  for (const path of ["/login", "/register"]) {
    alerts.length = 0;
    await openApp(page, path);
    await page.getByRole("main").getByRole("button", { name: "Sign in with Google" }).click();
    await expectAlert(page, alerts, "Google sign in failed!");
    await expect(page).toHaveURL(path);
    await expect(loginLink(page)).toBeVisible();
  }
});
