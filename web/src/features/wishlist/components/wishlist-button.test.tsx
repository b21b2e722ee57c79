import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookActions } from "@/components/book-actions";
import { WishlistSessionProvider } from "@/features/wishlist/components/wishlist-session";
import { makeBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token" }));

const fetchMock = stubFetch();
const book = makeBook("b1", { title: "Dune" });

function renderHeart(uid: string | null, onSignInNeeded = vi.fn(), shown = book) {
  renderWithProviders(
    <WishlistSessionProvider uid={uid} pending={false} onSignInNeeded={onSignInNeeded}>
      <BookActions book={shown} />
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

  it("signed out: offers to add, asks to sign in, and calls no API", async () => {
    const onSignInNeeded = renderHeart(null);
    const heart = screen.getByRole("button", { name: "Add Dune to wishlist" });
    await userEvent.click(heart);
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signed in: offers to remove a wished book; a click takes it off the list with the shopper's token", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "DELETE"
        ? new Response(null, { status: 204 })
        : jsonResponse({ bookIds: ["b1"], backInStock: [] }),
    );
    renderHeart("u1");
    const heart = await screen.findByRole("button", { name: "Remove Dune from wishlist" });
    await userEvent.click(heart);
    await waitFor(() => expect(calls()).toContain("DELETE /api/me/wishlist/b1"));
    const [, init] = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer id-token");
  });

  it("on a sold-out book says what wishing it is for, before and after", async () => {
    const soldOut = makeBook("b2", { title: "Emma", stock: 0 });
    let wished: string[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === "PUT") wished = ["b2"];
      return jsonResponse(init?.method === "PUT" ? { ...soldOut, wishedAt: "" } : { bookIds: wished, backInStock: [] });
    });
    renderHeart("u1", vi.fn(), soldOut);
    const heart = await screen.findByRole("button", { name: "Add Emma to wishlist" });
    expect(heart).toHaveAccessibleDescription("Tell me when it's back");
    await userEvent.click(heart);
    const remove = await screen.findByRole("button", { name: "Remove Emma from wishlist" });
    expect(remove).toHaveAccessibleDescription("We'll e-mail you when it's back");
  });
});
