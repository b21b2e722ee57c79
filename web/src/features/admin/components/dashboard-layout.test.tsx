import { lazy } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { z } from "zod";
import { AdminGuard } from "@/features/admin/auth/components/admin-guard";
import { DashboardLayout } from "@/features/admin/components/dashboard-layout";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { jsonResponse, stubFetch } from "@/testing/render";
import { apiFetch } from "@/lib/api-client";
import { getAdminToken } from "@/lib/auth/admin-token";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

const fetchMock = stubFetch();

function renderDashboard(child: React.ReactNode = <p>stats page</p>) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home page</p> },
      { path: "/admin", element: <p>sign-in page</p> },
      {
        path: "/dashboard",
        element: (
          <AdminGuard>
            <DashboardLayout />
          </AdminGuard>
        ),
        children: [{ index: true, element: child }],
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("DashboardLayout", () => {
  it("renders the spec's chrome around the child route", () => {
    signInAdmin();
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Book Store Inventory")).toBeInTheDocument();
    // The signed-in member and their role, as the login answered them.
    expect(screen.getByText("Signed in as").parentElement).toHaveTextContent("Signed in as adminOwnerAD");
    expect(screen.getByRole("link", { name: "Manage Books" })).toHaveAttribute("href", "/dashboard/manage-books");
    expect(screen.getByRole("link", { name: "Add New Book" })).toHaveAttribute("href", "/dashboard/add-new-book");
    expect(screen.getByRole("link", { name: "Documents" })).toHaveAttribute("href", "/dashboard/manage-books");
    // No control that does nothing: no search box, no notifications bell.
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /notification/i })).not.toBeInTheDocument();
    expect(screen.getByText("stats page")).toBeInTheDocument();
  });

  it("loads a child page inside the admin's frame, with a skeleton, never in place of it", () => {
    signInAdmin();
    const Pending = lazy(() => new Promise<never>(() => {}));
    renderDashboard(<Pending />);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("logs out: removes the token and goes to /", async () => {
    signInAdmin();
    const user = userEvent.setup();
    const router = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(getAdminToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    [403, "invalid-token", "Your session has ended. Please sign in again."],
    [401, "session-ended", "Your access to the dashboard was changed or removed. Please sign in again."],
  ])("signs out to the sign-in page, saying why, when the API answers %i %s", async (status, code, message) => {
    signInAdmin();
    const router = renderDashboard();
    fetchMock.mockResolvedValue(jsonResponse({ error: { code, message: "Refused" } }, status));

    await act(async () => {
      await expect(apiFetch("/admin", { schema: z.unknown(), admin: true })).rejects.toThrow("Refused");
    });

    expect(getAdminToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/admin");
    expect(router.state.location.state).toEqual({ signedOut: message });
  });

  it("stays signed in when the role lacks one permission (403 forbidden)", async () => {
    signInAdmin(3600, "catalog");
    const router = renderDashboard();
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "forbidden", message: "Needs the order desk" } }, 403));

    await act(async () => {
      await expect(apiFetch("/orders", { schema: z.unknown(), admin: true })).rejects.toThrow("Needs the order desk");
    });

    expect(getAdminToken()).not.toBeNull();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("shows a catalogue keeper only their own pages and buttons", () => {
    signInAdmin(3600, "catalog");
    renderDashboard();
    const sidebar = screen.getByRole("complementary", { name: "Admin" });
    expect(within(sidebar).queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole("link", { name: "Reviews" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add New Book" })).toBeInTheDocument();
  });

  it("gives fulfilment no Add New Book", () => {
    signInAdmin(3600, "fulfilment");
    renderDashboard();
    expect(screen.getByRole("link", { name: "Manage Books" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add New Book" })).not.toBeInTheDocument();
  });
});
