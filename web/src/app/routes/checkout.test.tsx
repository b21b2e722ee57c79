import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Component as Checkout } from "@/app/routes/checkout";
import { useCartStore } from "@/features/cart/stores/cart-store";
import { makeBook } from "@/testing/book";
import { fill } from "@/testing/fill";
import { makeOrder } from "@/testing/order";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/features/auth/components/require-auth", () => ({
  RequireAuth: ({ children }: { children: (user: { email: string }) => ReactNode }) =>
    children({ email: "ada@example.com" }),
}));
vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token" }));
vi.mock("@/components/dialogs", () => ({ showDialog: vi.fn(() => Promise.resolve()) }));

const fetchMock = stubFetch();
const shore = makeBook("b1", { title: "The Silent Shore", newPrice: 29.49, stock: 5 });
const atlas = makeBook("b2", { title: "Atlas of Tides", newPrice: 10, stock: 5 });

/**
 * The books read as a cache in front of the catalog may still serve them (public, max-age=30): the prices and
 * stock they had when they went into the cart, whatever has happened since. Orders get the given answers.
 */
function serve(orderAnswers: Response[]) {
  const orders: unknown[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === "/api/orders/") {
      orders.push(JSON.parse(String(init?.body)));
      return orderAnswers.shift()!;
    }
    const id = String(url).split("/").pop();
    return jsonResponse([shore, atlas].find((book) => book._id === id));
  });
  return orders as { productIds: string[]; totalPrice: string }[];
}

const refused = (code: string, books: unknown[]) => jsonResponse({ error: { code, message: "Refused", books } }, 409);

async function placeOrder() {
  const user = userEvent.setup();
  renderWithProviders(<Checkout />);
  for (const [label, value] of [
    ["Full Name", "Ada Lovelace"],
    ["Phone Number", "0123456789"],
    ["Address / Street", "1 Main St"],
    ["City", "London"],
    ["Country / region", "UK"],
    ["State / province", "LDN"],
    ["Zipcode", "N1"],
  ]) {
    await fill(user, screen.getByLabelText(label!), value!);
  }
  await user.click(screen.getByRole("checkbox", { name: /Terms & Conditions/ }));
  await user.click(screen.getByRole("button", { name: "Place Order" }));
  return user;
}

beforeEach(() => useCartStore.setState({ cartItems: [shore, atlas], priceChanges: {}, refusedBooks: {} }));
afterEach(() => vi.restoreAllMocks());

describe("Checkout after the store refuses the order", () => {
  it("takes the new prices from the refusal, not from a re-read, says old → new, focuses it, and orders at the new total", async () => {
    const orders = serve([
      refused("price-changed", [
        { bookId: "b1", title: "The Silent Shore", stock: 5, unitPrice: 44.49 },
        { bookId: "b2", title: "Atlas of Tides", stock: 5, unitPrice: 10 },
      ]),
      jsonResponse(makeOrder("o1", { productIds: ["b1", "b2"], totalPrice: 54.49 }), 201),
    ]);
    const user = await placeOrder();

    const notice = await screen.findByRole("status", { name: /Prices have changed/ });
    expect(notice).toHaveTextContent("The Silent Shore: was $29.49 → now $44.49");
    expect(notice).not.toHaveTextContent("Atlas of Tides");
    expect(notice).toHaveTextContent("Your order now comes to $54.49.");
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByText("Total Price: $54.49")).toBeInTheDocument();
    expect(useCartStore.getState().cartItems.map((book) => book.newPrice)).toEqual([44.49, 10]);

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders.map((order) => order.totalPrice)).toEqual(["39.49", "54.49"]);
  });

  it("names a deleted book by its title in the cart, focuses the notice, and orders the rest once it is removed", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const orders = serve([
      refused("unknown-books", [{ bookId: "b1", stock: 0 }]),
      jsonResponse(makeOrder("o1", { productIds: ["b2"], totalPrice: 10 }), 201),
    ]);
    const user = await placeOrder();

    const notice = await screen.findByRole("alert", { name: /can no longer be ordered/ });
    expect(notice).toHaveTextContent("The Silent Shore is no longer sold.");
    await waitFor(() => expect(notice).toHaveFocus());
    expect(alert).toHaveBeenCalledWith("Failed to place an order");
    expect(screen.getByRole("button", { name: "Place Order" })).toBeDisabled();

    await user.click(within(notice).getByRole("button", { name: "Remove The Silent Shore from the cart" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]).toMatchObject({ productIds: ["b2"], totalPrice: "10.00" });
  });

  it("names a sold-out book with its title from the refusal and offers to remove it", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => {});
    serve([refused("out-of-stock", [{ bookId: "b2", title: "Atlas of Tides", stock: 0, unitPrice: 10 }])]);
    await placeOrder();

    const notice = await screen.findByRole("alert", { name: /can no longer be ordered/ });
    expect(notice).toHaveTextContent("Atlas of Tides is out of stock.");
    expect(within(notice).getByRole("button", { name: "Remove Atlas of Tides from the cart" })).toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
  });
});
