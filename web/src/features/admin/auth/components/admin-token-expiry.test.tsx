import { ADMIN_TOKEN_TTL_SECONDS } from "@bookstore/schema";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { AdminTokenExpiry, TOKEN_EXPIRED_MESSAGE } from "@/features/admin/auth/components/admin-token-expiry";
import { signInAdmin, storeAdminSession } from "@/features/admin/testing/admin-token";
import { ADMIN_TOKEN_STORAGE_KEY, clearAdminToken } from "@/lib/auth/admin-token";

vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

/** The watcher as the app mounts it: once, above every route. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <AdminTokenExpiry />
            <p>page</p>
          </>
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

describe("AdminTokenExpiry", () => {
  it("on any page, at the token's exp: removes it, alerts 'Token has been expired!, Please login again.' and goes to /", async () => {
    signInAdmin(ADMIN_TOKEN_TTL_SECONDS);
    const router = renderAt("/books/b1");

    await act(async () => vi.advanceTimersByTime(ADMIN_TOKEN_TTL_SECONDS * 1000 - 1));
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).not.toBeNull();
    expect(showDialog).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(showDialog).toHaveBeenCalledTimes(1);
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: TOKEN_EXPIRED_MESSAGE }));
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("removes a token that expired before the app loaded, without an alert or a redirect", async () => {
    storeAdminSession(-1);
    const router = renderAt("/cart");
    await act(async () => {});
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe("/cart");
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("stays quiet on logout: a removed token is not an expired one", async () => {
    signInAdmin();
    const router = renderAt("/cart");
    await act(async () => clearAdminToken());
    await act(async () => vi.advanceTimersByTime(ADMIN_TOKEN_TTL_SECONDS * 1000));
    expect(router.state.location.pathname).toBe("/cart");
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("leaves a valid token alone", async () => {
    const token = signInAdmin();
    renderAt("/");
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(token);
    expect(showDialog).not.toHaveBeenCalled();
  });
});
