import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AuthForm } from "@/features/auth/components/auth-form";

const service = vi.hoisted(() => ({
  loginUser: vi.fn(async (_email: string, _password: string) => {}),
  registerUser: vi.fn(async (_email: string, _password: string) => {}),
  signInWithGoogle: vi.fn(async () => {}),
}));
vi.mock("@/features/auth/api/auth-service", () => service);

function renderForm(mode: "login" | "register", from?: string) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <AuthForm mode="login" /> },
      { path: "/register", element: <AuthForm mode="register" /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: `/${mode}`, state: from ? { from: { pathname: from } } : null }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function submit(email = "ada@example.com", password = "secret1") {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText("Email"), email);
  await fill(user, screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: /^(Login|Register)$/ }));
}

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
  Object.values(service).forEach((fn) => fn.mockReset());
});
afterEach(() => vi.restoreAllMocks());

describe("AuthForm", () => {
  it("logs in, alerts and returns to the page the guard came from", async () => {
    const router = renderForm("login", "/checkout");
    await submit();
    expect(service.loginUser).toHaveBeenCalledWith("ada@example.com", "secret1");
    expect(alertSpy).toHaveBeenCalledWith("Login successful!");
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout"));
  });

  it("goes home after login when no page was asked for", async () => {
    const router = renderForm("login");
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the inline message when Firebase refuses the credentials", async () => {
    service.loginUser.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/invalid-credential" }));
    const router = renderForm("login");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please provide a valid email and passwordWrong email or password.",
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("says what to do when registration is refused: a longer password, or log in instead", async () => {
    service.registerUser.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/weak-password" }));
    renderForm("register");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Use a password of at least 6 characters.");
    cleanup();
    service.registerUser.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/email-already-in-use" }));
    renderForm("register");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("This email already has an account: log in instead.");
  });

  it("registers with its own success alert and links back to login", async () => {
    renderForm("register");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await submit();
    expect(service.registerUser).toHaveBeenCalledWith("ada@example.com", "secret1");
    expect(alertSpy).toHaveBeenCalledWith("User registered successfully!");
  });

  it("alerts 'Google sign in failed!' when the popup fails (offline: auth/internal-error)", async () => {
    service.signInWithGoogle.mockRejectedValueOnce(Object.assign(new Error("x"), { code: "auth/internal-error" }));
    renderForm("login");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Google sign in failed!"));
  });
});
