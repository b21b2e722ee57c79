import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { reauthenticate } from "@/features/auth/api/account-credentials";
import { logout } from "@/features/auth/api/auth-service";
import { DeleteAccountSection } from "@/features/auth/components/delete-account-section";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token" }));
vi.mock("@/components/dialogs", () => ({
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  showDialog: vi.fn(() => Promise.resolve()),
}));
vi.mock("@/features/auth/api/account-credentials", () => ({ reauthenticate: vi.fn(() => Promise.resolve()) }));
vi.mock("@/features/auth/api/auth-service", () => ({ logout: vi.fn(() => Promise.resolve()) }));

const fetchMock = stubFetch();
const reauthRequired = () =>
  jsonResponse({ error: { code: "reauth-required", message: "For your safety, sign in again." } }, 401);

beforeEach(() => vi.clearAllMocks());

describe("deleting the account", () => {
  it("says before the question that orders stay, and deletes once confirmed", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={onDeleted} />);
    expect(screen.getByRole("region", { name: "Delete your account" })).toHaveTextContent(
      "Orders you placed stay in the shop's records",
    );

    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(vi.mocked(confirmDialog).mock.calls[0]![0].text).toContain("with your account removed from them");
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith("/api/me", expect.objectContaining({ method: "DELETE" }));
    expect(logout).toHaveBeenCalled();
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Account deleted" }));
  });

  it("asks for the password again when the sign-in is too old, then deletes", async () => {
    fetchMock.mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(new Response(null, { status: 204 }));
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={onDeleted} />);

    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "For your safety, enter your password again to delete your account.",
    );
    expect(onDeleted).not.toHaveBeenCalled();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveFocus();
    await userEvent.type(password, "secret-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));

    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(reauthenticate).toHaveBeenCalledWith("secret-pass-1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the account when the question is answered no", async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("says why when the store cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The store could not be reached. Check your connection.",
    );
  });
});
