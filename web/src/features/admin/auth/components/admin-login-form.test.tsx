import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { ADMIN_LOGIN_FAILED_MESSAGE, AdminLoginForm } from "@/features/admin/auth/components/admin-login-form";
import { makeAdminToken } from "@/features/admin/testing/admin-token";
import { jsonResponse, stubFetch } from "@/testing/render";
import { getAdminToken } from "@/lib/auth/admin-token";

const fetchMock = stubFetch();

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: "/admin", element: <AdminLoginForm /> },
      { path: "/dashboard", element: <p>dashboard</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("AdminLoginForm", () => {
  it("requires both fields before calling the API", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username is required");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's inline message on wrong credentials and stores nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "unauthorized", message: "Invalid credentials" } }, 401));
    const user = userEvent.setup();
    const router = renderLogin();
    await fill(user, screen.getByLabelText("Username"), "admin");
    await fill(user, screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(ADMIN_LOGIN_FAILED_MESSAGE);
    expect(screen.getByRole("alert")).toHaveTextContent("Wrong username or password.");
    expect(router.state.location.pathname).toBe("/admin");
    expect(getAdminToken()).toBeNull();
  });

  it("stores the token and opens the dashboard on success", async () => {
    const token = makeAdminToken(3600);
    const member = { id: "admin", username: "admin", role: "owner" };
    fetchMock.mockResolvedValue(
      jsonResponse({ token, expiresAt: new Date(Date.now() + 3600_000).toISOString(), user: member }),
    );
    const user = userEvent.setup();
    const router = renderLogin();
    await fill(user, screen.getByLabelText("Username"), "admin");
    await fill(user, screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("dashboard")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(getAdminToken()).toBe(token);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/admin");
    expect(JSON.parse(String(init?.body))).toEqual({ username: "admin", password: "secret" });
  });
});
