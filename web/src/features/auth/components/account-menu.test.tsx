import { useEffect } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router-dom";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { setAuthUser, useAuthStore } from "@/features/auth/stores/auth-store";
import { setAdminSession } from "@/lib/auth/admin-session";

const logout = vi.hoisted(() => vi.fn(async () => {}));
const hasSessionHint = vi.hoisted(() => vi.fn(() => false));
vi.mock("@/features/auth/api/auth-service", () => ({ logout }));
vi.mock("@/features/auth/api/auth-session", () => ({ hasSessionHint }));

// Lets a test navigate the way the app does; written each render, read outside React.
const router: { navigate?: NavigateFunction } = {};
function CaptureNavigate() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

const renderMenu = () =>
  render(
    <MemoryRouter>
      <AccountMenu />
      <p>outside</p>
      <CaptureNavigate />
    </MemoryRouter>,
  );

beforeEach(() => {
  useAuthStore.setState({ status: "loading", user: null });
  hasSessionHint.mockReturnValue(false);
});

describe("AccountMenu", () => {
  it("links a visitor to /login without waiting for Firebase", () => {
    renderMenu();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("shows nothing clickable while a returning shopper's session is being restored", () => {
    hasSessionHint.mockReturnValue(true);
    renderMenu();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a Dashboard link for a signed-out visitor holding an admin token", () => {
    setAdminSession({
      token: "admin-token",
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      user: { username: "admin", role: "owner" },
    });
    act(() => setAuthUser(null));
    renderMenu();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("toggles the signed-in menu and closes it on Escape, outside click and link click", async () => {
    const user = userEvent.setup();
    act(() =>
      setAuthUser({ uid: "u", email: "a@example.com", name: "Ada", photoUrl: null, guest: false, emailVerified: true }),
    );
    renderMenu();
    const button = await screen.findByRole("button", { name: "Account menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/user-dashboard");
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Cart Page" })).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("link", { name: "Check Out" })).toHaveAttribute("href", "/checkout");

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText("outside"));
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Orders" }));
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(logout).toHaveBeenCalled();
  });

  it("shows a guest as a guest: their orders and order tracking, no dashboard, no email", async () => {
    const user = userEvent.setup();
    act(() => setAuthUser({ uid: "g", email: null, name: null, photoUrl: null, guest: true, emailVerified: false }));
    renderMenu();
    expect(screen.queryByRole("button", { name: "Account menu" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Guest menu" }));
    expect(screen.getByText("Shopping as a guest")).toBeVisible();
    expect(screen.getByRole("link", { name: "Your Orders" })).toHaveAttribute("href", "/orders");
    expect(screen.getByRole("link", { name: "Track an order" })).toHaveAttribute("href", "/orders/lookup");
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(screen.getByRole("button", { name: "Leave guest session" })).toBeVisible();
  });

  it("closes when the page changes by any other way (the logo, the back button), and opens again on the new page", async () => {
    const user = userEvent.setup();
    act(() =>
      setAuthUser({ uid: "u", email: "a@example.com", name: "Ada", photoUrl: null, guest: false, emailVerified: true }),
    );
    renderMenu();
    const button = await screen.findByRole("button", { name: "Account menu" });

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => void router.navigate!("/about"));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});
