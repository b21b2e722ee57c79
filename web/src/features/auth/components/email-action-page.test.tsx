import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { applyEmailChange, applyEmailVerification } from "@/features/auth/api/action-codes";
import { refreshSignedInUser, sendPasswordReset } from "@/features/auth/api/email-links";
import { EmailActionPage } from "@/features/auth/components/email-action-page";
import { renderWithProviders } from "@/testing/render";

vi.mock("@/features/auth/api/action-codes", () => ({
  applyEmailVerification: vi.fn(),
  applyEmailChange: vi.fn(),
  checkPasswordResetCode: vi.fn(),
  confirmNewPassword: vi.fn(),
}));
vi.mock("@/features/auth/api/email-links", () => ({
  refreshSignedInUser: vi.fn(() => Promise.resolve(true)),
  sendPasswordReset: vi.fn(() => Promise.resolve()),
}));
vi.mock("@/features/auth/api/auth-service", () => ({ logout: vi.fn(() => Promise.resolve()) }));

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function open(query: string, beside?: ReactNode) {
  return renderWithProviders(
    <>
      {beside}
      <Routes>
        <Route path="/auth/action" element={<EmailActionPage />} />
      </Routes>
    </>,
    { url: `/auth/action?${query}` },
  );
}

beforeEach(() => vi.clearAllMocks());

describe("the e-mail links' page", () => {
  it("says a link without its code or with an unknown mode is incomplete, never a blank page", () => {
    for (const query of ["mode=verifyEmail", "oobCode=abc", "mode=signIn&oobCode=abc"]) {
      const { unmount } = open(query);
      expect(screen.getByRole("heading", { name: "This link is incomplete" })).toBeVisible();
      expect(screen.getByRole("alert")).toHaveTextContent("Open the link from the e-mail again");
      unmount();
    }
    expect(applyEmailVerification).not.toHaveBeenCalled();
  });

  it("confirms an address, renews the signed-in account, and continues only to a page of the store", async () => {
    vi.mocked(applyEmailVerification).mockResolvedValue();
    open("mode=verifyEmail&oobCode=abc&continueUrl=https%3A%2F%2Fevil.example%2F&lang=en&apiKey=k");
    const done = await screen.findByText("Your e-mail address is confirmed.");
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(applyEmailVerification).toHaveBeenCalledWith("abc");
    expect(refreshSignedInUser).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Continue to the store" })).toHaveAttribute("href", "/");
  });

  it("says an expired link has expired", async () => {
    vi.mocked(applyEmailVerification).mockRejectedValue(firebaseError("auth/expired-action-code"));
    open("mode=verifyEmail&oobCode=old");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired.");
  });

  it("confirms a new address, naming it", async () => {
    vi.mocked(applyEmailChange).mockResolvedValue("new@example.com");
    open("mode=verifyAndChangeEmail&oobCode=abc");
    expect(await screen.findByText("Your e-mail address is changed.")).toBeVisible();
    expect(screen.getByText(/Your account's address is now/)).toHaveTextContent(
      "Your account's address is now new@example.com.",
    );
    expect(applyEmailChange).toHaveBeenCalledWith("abc", "verifyAndChangeEmail");
  });

  it("names the new address at once, while the store's other data is still refetching", async () => {
    let applied!: (email: string) => void;
    vi.mocked(applyEmailChange).mockReturnValue(new Promise((resolve) => (applied = resolve)));
    let fetches = 0;
    function OtherData() {
      // Answers its first fetch; the refetch the new address asks for never answers.
      useQuery({ queryKey: ["other"], queryFn: () => (fetches++ ? new Promise(() => undefined) : "first") });
      return null;
    }
    open("mode=verifyAndChangeEmail&oobCode=abc", <OtherData />);
    await waitFor(() => expect(fetches).toBe(1));
    applied("new@example.com");
    expect(await screen.findByText("Your e-mail address is changed.")).toBeVisible();
    expect(fetches).toBe(2);
  });

  it("restores an address and offers a new password for it", async () => {
    vi.mocked(applyEmailChange).mockResolvedValue("old@example.com");
    open("mode=recoverEmail&oobCode=abc");
    expect(await screen.findByText("Your e-mail address is restored.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Send me a password reset link" }));
    expect(sendPasswordReset).toHaveBeenCalledWith("old@example.com");
    expect(await screen.findByText("We sent a link to choose a new password to old@example.com.")).toBeVisible();
  });
});
