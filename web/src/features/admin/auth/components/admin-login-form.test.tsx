import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { ADMIN_LOGIN_FAILED_MESSAGE, AdminLoginForm } from "@/features/admin/auth/components/admin-login-form";
import { adminLoginAnswer } from "@/features/admin/testing/admin-token";
import { jsonResponse, stubFetch } from "@/testing/render";
import { getAdminSession, getAdminToken } from "@/lib/auth/admin-token";

const fetchMock = stubFetch();

function renderLogin(state?: { signedOut: string }) {
  const router = createMemoryRouter(
    [
      { path: "/admin", element: <AdminLoginForm /> },
      { path: "/dashboard", element: <p>dashboard</p> },
      { path: "/dashboard/manage-books", element: <p>manage books</p> },
    ],
    { initialEntries: [{ pathname: "/admin", state }] },
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

  it("says how long to wait when the server throttles the sign-in", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: "too-many-attempts", message: "Too many failed sign-in attempts." } }),
        { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "840" } },
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await fill(user, screen.getByLabelText("Username"), "admin");
    await fill(user, screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed sign-ins. Try again in 14 minutes.");
  });

  it("says why the dashboard signed the member out", () => {
    renderLogin({ signedOut: "Your session has ended. Please sign in again." });
    expect(screen.getByRole("alert")).toHaveTextContent("Your session has ended. Please sign in again.");
  });

  it("drops why the last session ended once the form is used: one reason on screen", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: "account-disabled", message: "This account is disabled." } }, 403),
    );
    const user = userEvent.setup();
    renderLogin({ signedOut: "Your access changed. Please sign in again." });
    await fill(user, screen.getByLabelText("Username"), "packer");
    expect(screen.queryByText("Your access changed. Please sign in again.")).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText("Password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(ADMIN_LOGIN_FAILED_MESSAGE);
    expect(alerts[0]).toHaveTextContent("This account is disabled.");
  });

  it("stores the session and opens the member's own landing page on success", async () => {
    const answer = adminLoginAnswer(3600, "catalog", "Maren");
    fetchMock.mockResolvedValue(jsonResponse(answer));
    const user = userEvent.setup();
    const router = renderLogin();
    await fill(user, screen.getByLabelText("Username"), "admin");
    await fill(user, screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("manage books")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/manage-books");
    // The role and the expiry come from the login's answer, not from reading the token.
    expect(getAdminSession()).toEqual({
      token: answer.token,
      username: "Maren",
      role: "catalog",
      expiresAt: Date.parse(answer.expiresAt),
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/auth/admin");
    expect(JSON.parse(String(init?.body))).toEqual({ username: "admin", password: "secret" });
  });
});
