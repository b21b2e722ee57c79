import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { setAuthUser, useAuthStore } from "@/features/auth/stores/auth-store";

// The guard asks for the Firebase listener; the tests drive the store themselves.
const startAuthListener = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("@/features/auth/api/auth-session", () => ({ startAuthListener }));

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/orders",
        element: (
          <RequireAuth>
            <p>my orders</p>
          </RequireAuth>
        ),
      },
      { path: "/login", element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useAuthStore.setState({ status: "loading", user: null }));

describe("RequireAuth", () => {
  it("shows a loading state, not a redirect, while the auth state is unknown", () => {
    const router = renderAt("/orders");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(router.state.location.pathname).toBe("/orders");
    expect(startAuthListener).toHaveBeenCalled();
  });

  it("sends a signed-out shopper to /login, remembering the page asked for", () => {
    setAuthUser(null);
    const router = renderAt("/orders");
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByText("login page, from /orders")).toBeInTheDocument();
  });

  it("renders the page for a signed-in shopper", () => {
    setAuthUser({ uid: "u1", email: "a@example.com", name: null, photoUrl: null, guest: false, emailVerified: true });
    renderAt("/orders");
    expect(screen.getByText("my orders")).toBeInTheDocument();
  });

  it("hands the signed-in user to a render function", () => {
    setAuthUser({ uid: "u1", email: "a@example.com", name: null, photoUrl: null, guest: false, emailVerified: true });
    const router = createMemoryRouter([
      { path: "/", element: <RequireAuth>{(user) => <p>orders of {user.email}</p>}</RequireAuth> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText("orders of a@example.com")).toBeInTheDocument();
  });

  it("lets a guest in only where guests are allowed, and shows the signed-out choice instead of redirecting", () => {
    setAuthUser({ uid: "g1", email: null, name: null, photoUrl: null, guest: true, emailVerified: false });
    const router = renderAt("/orders");
    expect(router.state.location.pathname).toBe("/login");
    const allowed = createMemoryRouter([
      { path: "/", element: <RequireAuth allowGuest>{(user) => <p>guest {user.uid}</p>}</RequireAuth> },
    ]);
    render(<RouterProvider router={allowed} />);
    expect(screen.getByText("guest g1")).toBeInTheDocument();
    act(() => setAuthUser(null));
    const choice = createMemoryRouter([
      { path: "/", element: <RequireAuth signedOut={<p>sign in or continue as guest</p>}>page</RequireAuth> },
    ]);
    render(<RouterProvider router={choice} />);
    expect(screen.getByText("sign in or continue as guest")).toBeInTheDocument();
  });

  it("redirects once the loading state resolves to signed-out", async () => {
    const router = renderAt("/orders");
    act(() => setAuthUser(null));
    expect(await screen.findByText("login page, from /orders")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });
});
