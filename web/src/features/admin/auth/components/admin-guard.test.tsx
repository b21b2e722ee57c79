import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { AdminGuard } from "@/features/admin/auth/components/admin-guard";
import { signInAdmin, storeAdminSession } from "@/features/admin/testing/admin-token";
import { clearAdminToken } from "@/lib/auth/admin-token";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home page</p> },
      { path: "/admin", element: <p>admin login page</p> },
      {
        path: "/dashboard",
        element: (
          <AdminGuard>
            <p>admin area</p>
          </AdminGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
  vi.mocked(showDialog).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AdminGuard", () => {
  it("sends a visitor without a token to /admin", async () => {
    const router = renderAt("/dashboard");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.getByText("admin login page")).toBeInTheDocument();
  });

  it("treats a token that expired before the page loaded as no token: /admin, no alert", async () => {
    storeAdminSession(-1);
    const router = renderAt("/dashboard");
    await act(async () => {});
    expect(router.state.location.pathname).toBe("/admin");
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("lets an admin with a valid token in", () => {
    signInAdmin();
    renderAt("/dashboard");
    expect(screen.getByText("admin area")).toBeInTheDocument();
  });

  it("at the token's exp, leaves the admin area for / (the alert is AdminTokenExpiry's)", async () => {
    signInAdmin(ADMIN_TOKEN_TTL_SECONDS);
    const router = renderAt("/dashboard");

    await act(async () => vi.advanceTimersByTime(ADMIN_TOKEN_TTL_SECONDS * 1000 - 1));
    expect(screen.getByText("admin area")).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("home page")).toBeInTheDocument();
  });

  it("goes to / without an alert when the token is removed (logout, refused by the API)", async () => {
    signInAdmin();
    const router = renderAt("/dashboard");
    await act(async () => clearAdminToken());
    expect(router.state.location.pathname).toBe("/");
    expect(showDialog).not.toHaveBeenCalled();
  });
});
