import type { Book } from "@bookstore/schema";
import { CART_STORAGE_KEY, cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";

const book = (id: string, newPrice = 10): Book => ({
  _id: id,
  title: `Book ${id}`,
  description: "A book",
  category: "fiction",
  trending: false,
  oldPrice: newPrice + 5,
  newPrice,
  coverImage: `${id}.svg`,
  stock: 5,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  rating: { average: 0, count: 0 },
});

beforeEach(() => useCartStore.setState({ cartItems: [] }));

describe("cart store", () => {
  it("starts empty", () => {
    expect(useCartStore.getState().cartItems).toEqual([]);
  });

  it("adds a book once and refuses the same _id again", () => {
    const { addToCart } = useCartStore.getState();
    expect(addToCart(book("a"))).toBe("added");
    expect(addToCart({ ...book("a"), title: "Same id, other title" })).toBe("already-in-cart");
    expect(useCartStore.getState().cartItems.map((item) => item._id)).toEqual(["a"]);
  });

  it("removes only the book with the given _id", () => {
    const { addToCart, removeFromCart } = useCartStore.getState();
    addToCart(book("a"));
    addToCart(book("b"));
    removeFromCart("a");
    expect(useCartStore.getState().cartItems.map((item) => item._id)).toEqual(["b"]);
  });

  it("clears every item", () => {
    const { addToCart, clearCart } = useCartStore.getState();
    addToCart(book("a"));
    addToCart(book("b"));
    clearCart();
    expect(useCartStore.getState().cartItems).toEqual([]);
  });

  it("persists the items under its own localStorage key so the cart survives a reload", () => {
    useCartStore.getState().addToCart(book("a"));
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null");
    expect(stored.state.cartItems).toHaveLength(1);
    expect(stored.state.cartItems[0]._id).toBe("a");
  });

  it("restores the items from localStorage on rehydration", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { cartItems: [book("z")] }, version: 1 }));
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().cartItems.map((item) => item._id)).toEqual(["z"]);
  });
});

describe("cartSubtotal", () => {
  it("sums newPrice without floating point drift", () => {
    expect(cartSubtotal([book("a", 0.1), book("b", 0.2)])).toBe(0.3);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe("repriceItems", () => {
  it("takes new prices, remembering the first price shown, and forgets a book that leaves the cart", () => {
    useCartStore.setState({ cartItems: [book("a", 10), book("b", 5)], priceChanges: {} });
    const { repriceItems, removeFromCart } = useCartStore.getState();
    repriceItems({ a: 12, b: 5 });
    repriceItems({ a: 14 });
    expect(useCartStore.getState().cartItems.map((item) => item.newPrice)).toEqual([14, 5]);
    expect(useCartStore.getState().priceChanges).toEqual({ a: { bookId: "a", title: "Book a", was: 10, now: 14 } });
    removeFromCart("a");
    expect(useCartStore.getState().priceChanges).toEqual({});
  });
});

describe("markRefused", () => {
  it("remembers the books an order was refused for until they leave the cart", () => {
    useCartStore.setState({ cartItems: [book("a"), book("b")], refusedBooks: {} });
    const { markRefused, removeFromCart, clearCart } = useCartStore.getState();
    markRefused({ a: "gone" });
    markRefused({ b: "sold-out" });
    expect(useCartStore.getState().refusedBooks).toEqual({ a: "gone", b: "sold-out" });
    removeFromCart("a");
    expect(useCartStore.getState().refusedBooks).toEqual({ b: "sold-out" });
    clearCart();
    expect(useCartStore.getState().refusedBooks).toEqual({});
  });

  it("is not persisted: a reload asks the store again", () => {
    useCartStore.setState({ cartItems: [book("a")], refusedBooks: {} });
    useCartStore.getState().markRefused({ a: "gone" });
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null");
    expect(stored.state).toEqual({ cartItems: [book("a")] });
  });
});
