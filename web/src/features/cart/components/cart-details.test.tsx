import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDialog } from "@/components/dialogs";
import { CartDetails } from "@/features/cart/components/cart-details";
import { useCartStore } from "@/features/cart/stores/cart-store";
import { makeBook } from "@/testing/book";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ confirmDialog: vi.fn() }));

const fetchMock = stubFetch();
const [plenty, soldOut, gone] = [makeBook("b1"), makeBook("b2"), makeBook("b3")];

beforeEach(() => {
  useCartStore.setState({ cartItems: [plenty, soldOut, gone] });
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith("/b1")) return jsonResponse(plenty);
    if (String(url).endsWith("/b2")) return jsonResponse({ ...soldOut, stock: 0 });
    return jsonResponse({ error: { code: "not-found", message: "Book not found" } }, 404);
  });
});

describe("CartDetails", () => {
  it("asks the store for each book, names those that sold out or vanished, and removes them on request", async () => {
    renderWithProviders(<CartDetails />);
    const notice = await screen.findByRole("alert");
    expect(await within(notice).findByText("Book b3 is no longer sold.")).toBeInTheDocument();
    expect(within(notice).getByText("Book b2 is out of stock.")).toBeInTheDocument();
    expect(within(notice).queryByText(/Book b1/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "/api/books/b1",
      "/api/books/b2",
      "/api/books/b3",
    ]);

    await userEvent.click(within(notice).getByRole("button", { name: "Remove Book b2 from the cart" }));
    expect(useCartStore.getState().cartItems.map((book) => book._id)).toEqual(["b1", "b3"]);
    await userEvent.click(within(notice).getByRole("button", { name: "Remove Book b3 from the cart" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("clears the cart only after the shopper confirms, naming the books", async () => {
    renderWithProviders(<CartDetails />);
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(screen.getByRole("button", { name: "Clear Cart" }));
    expect(confirmDialog).toHaveBeenCalledWith({
      title: "Clear the cart?",
      text: "3 books will be taken out: Book b1, Book b2, Book b3.",
      confirmButtonText: "Clear Cart",
    });
    expect(useCartStore.getState().cartItems).toHaveLength(3);
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole("button", { name: "Clear Cart" }));
    expect(useCartStore.getState().cartItems).toHaveLength(0);
  });

  it("takes the store's current prices when it opens, and says which ones changed", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/b1") ? jsonResponse({ ...plenty, newPrice: 25 }) : jsonResponse(soldOut),
    );
    useCartStore.setState({ cartItems: [plenty, soldOut] });
    renderWithProviders(<CartDetails />);
    const notice = await screen.findByText("Prices have changed since these books went into your cart:");
    expect(notice.parentElement).toHaveTextContent("Book b1: was $19.99 → now $25.00");
    expect(screen.getByTestId("cart-subtotal")).toHaveTextContent("$44.99");
    expect(useCartStore.getState().cartItems[0]!.newPrice).toBe(25);
  });
});
