import { lazy } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
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
    // The signed-in admin (the token's subject) with the role 'Administrator'.
    expect(screen.getByText("Signed in as").parentElement).toHaveTextContent("Signed in as adminAdministratorAD");
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

  it("logs out the same way when the API refuses the admin token", async () => {
    signInAdmin();
    const router = renderDashboard();
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "forbidden", message: "Invalid token" } }, 403));

    await act(async () => {
      await expect(apiFetch("/admin", { schema: z.unknown(), admin: true })).rejects.toThrow("Invalid token");
    });

    expect(getAdminToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/");
  });
});
