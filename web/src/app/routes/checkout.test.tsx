import { scaled } from "@bookstore/testing/timeouts";
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

/** The store's quote of the books at `prices`, with $2 delivery and no tax. */
function quoteOf(productIds: string[], prices: Record<string, number>) {
  const subtotal = productIds.reduce((sum, id) => sum + prices[id]!, 0);
  return {
    lines: [],
    subtotal,
    discount: null,
    deliveryMethods: [{ id: "standard", name: "Standard", price: 2 }],
    delivery: { method: "standard", name: "Standard", price: 2 },
    tax: { rate: 0, amount: 0, included: true },
    total: subtotal + 2,
  };
}

/**
 * The books read as a cache in front of the catalog may still serve them (public, max-age=30): the prices and
 * stock they had when they went into the cart, whatever has happened since. Orders get the given answers; the
 * quote is of the store's current `prices`.
 */
function serve(orderAnswers: Response[], prices: Record<string, number> = { b1: 29.49, b2: 10 }) {
  const orders: unknown[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === "/api/orders/quote") {
      const { productIds } = JSON.parse(String(init?.body)) as { productIds: string[] };
      return jsonResponse(quoteOf(productIds, prices));
    }
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

async function fillAndWaitForQuote(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    ["Full Name", "Ada Lovelace"],
    ["Phone Number", "0123456789"],
    ["Address / Street", "1 Main St"],
    ["City", "London"],
    ["Country / region", "United Kingdom"],
    ["State / province", "LDN"],
    ["Zipcode", "N1"],
  ]) {
    await fill(user, screen.getByLabelText(label!), value!);
  }
  await user.click(screen.getByRole("checkbox", { name: /Terms & Conditions/ }));
  // Placed once the store has quoted the order.
  await screen.findByRole("group", { name: "Delivery" });
}

async function placeOrder() {
  const user = userEvent.setup();
  renderWithProviders(<Checkout />);
  await fillAndWaitForQuote(user);
  await user.click(screen.getByRole("button", { name: "Place Order" }));
  return user;
}

beforeEach(() => useCartStore.setState({ cartItems: [shore, atlas], priceChanges: {}, refusedBooks: {} }));
afterEach(() => vi.restoreAllMocks());

describe("Checkout after the store refuses the order", { timeout: scaled(20_000) }, () => {
  it("takes the new prices from the refusal, not from a re-read, says old → new, focuses it, and orders at the new total", async () => {
    const prices = { b1: 29.49, b2: 10 };
    const orders = serve(
      [
        refused("price-changed", [
          { bookId: "b1", title: "The Silent Shore", stock: 5, unitPrice: 44.49 },
          { bookId: "b2", title: "Atlas of Tides", stock: 5, unitPrice: 10 },
        ]),
        jsonResponse(makeOrder("o1", { productIds: ["b1", "b2"], totalPrice: 56.49 }), 201),
      ],
      prices,
    );
    const user = userEvent.setup();
    renderWithProviders(<Checkout />);
    await fillAndWaitForQuote(user);
    // The price changes between the quote and the order.
    prices.b1 = 44.49;
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const notice = await screen.findByRole("status", { name: /Prices have changed/ });
    expect(notice).toHaveTextContent("The Silent Shore: was $29.49 → now $44.49");
    expect(notice).not.toHaveTextContent("Atlas of Tides");
    expect(notice).toHaveTextContent("The books now come to $54.49.");
    await waitFor(() => expect(notice).toHaveFocus());
    expect(await screen.findByText("Total Price: $56.49")).toBeInTheDocument();
    expect(useCartStore.getState().cartItems.map((book) => book.newPrice)).toEqual([44.49, 10]);

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders.map((order) => order.totalPrice)).toEqual(["41.49", "56.49"]);
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
    // Placed at the quote of the books left.
    expect(await screen.findByText("Total Price: $12.00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orders).toHaveLength(2));
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]).toMatchObject({ productIds: ["b2"], totalPrice: "12.00" });
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
