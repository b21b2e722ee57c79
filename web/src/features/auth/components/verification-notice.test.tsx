import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sendVerificationEmail } from "@/features/auth/api/email-links";
import { VerificationNotice } from "@/features/auth/components/verification-notice";
import { markVerificationSent } from "@/features/auth/utils/resend-cooldown";
import { renderWithProviders } from "@/testing/render";

vi.mock("@/features/auth/api/email-links", () => ({
  sendVerificationEmail: vi.fn(),
  refreshSignedInUser: vi.fn(() => Promise.resolve(true)),
}));

const notice = () => screen.getByRole("region", { name: "Confirm your e-mail address." });
const resend = () => screen.getByRole("button", { name: "Resend" });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(sendVerificationEmail).mockReset();
});

describe("VerificationNotice", () => {
  it("sends the e-mail again, says so, and holds Resend back for a minute", async () => {
    vi.mocked(sendVerificationEmail).mockImplementation(async () => markVerificationSent());
    renderWithProviders(<VerificationNotice email="ada@example.com" />);
    expect(notice()).toHaveTextContent("Open the link we sent to ada@example.com.");

    await userEvent.click(resend());
    expect(await screen.findByRole("status")).toHaveTextContent("We sent a new link to ada@example.com.");
    expect(resend()).toBeDisabled();
    expect(notice()).toHaveTextContent("You can ask again in 60 s.");
  });

  it("keeps the cooldown of an e-mail sent before the page was loaded (at registration)", () => {
    markVerificationSent(Date.now() - 15_000);
    renderWithProviders(<VerificationNotice email="ada@example.com" />);
    expect(resend()).toBeDisabled();
    expect(notice()).toHaveTextContent("You can ask again in 45 s.");
  });

  it("starts its wait when the registration's e-mail goes after the notice is on screen", async () => {
    renderWithProviders(<VerificationNotice email="ada@example.com" />);
    expect(resend()).toBeEnabled();
    act(() => markVerificationSent());
    expect(resend()).toBeDisabled();
    expect(notice()).toHaveTextContent("You can ask again in 60 s.");
  });

  it("says so when Firebase refuses to send more", async () => {
    vi.mocked(sendVerificationEmail).mockRejectedValue(
      Object.assign(new Error("Firebase: Error (auth/too-many-requests)."), { code: "auth/too-many-requests" }),
    );
    renderWithProviders(<VerificationNotice email="ada@example.com" />);
    await userEvent.click(resend());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts: wait a moment, then try again.");
    expect(resend()).toBeEnabled();
  });
});
