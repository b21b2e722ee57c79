import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookActions } from "@/components/book-actions";
import { WishlistSessionProvider } from "@/features/wishlist/components/wishlist-session";
import { makeBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token" }));

const fetchMock = stubFetch();
const book = makeBook("b1", { title: "Dune" });

function renderHeart(uid: string | null, onSignInNeeded = vi.fn()) {
  renderWithProviders(
    <WishlistSessionProvider uid={uid} pending={false} onSignInNeeded={onSignInNeeded}>
      <BookActions book={book} />
    </WishlistSessionProvider>,
  );
  return onSignInNeeded;
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

describe("the wishlist heart", () => {
  it("is drawn only where the app provides it", () => {
    renderWithProviders(<BookActions book={book} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("signed out: unpressed, asks to sign in, and calls no API", async () => {
    const onSignInNeeded = renderHeart(null);
    const heart = screen.getByRole("button", { name: "Add Dune to wishlist" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed in: pressed for a wished book; a click takes it off the list with the shopper's token", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE"
        ? new Response(null, { status: 204 })
        : jsonResponse({ bookIds: ["b1"], backInStock: [] }),
    );
    renderHeart("u1");
    const heart = screen.getByRole("button", { name: "Add Dune to wishlist" });
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    await userEvent.click(heart);
    await waitFor(() => expect(calls()).toContain("DELETE /api/me/wishlist/b1"));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer id-token");
  });
});
