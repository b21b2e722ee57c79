import type { Book } from "@bookstore/schema";
import { renderHook } from "@testing-library/react";
import { showDialog, showToast } from "@/components/dialogs";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { useCartStore } from "@/features/cart/stores/cart-store";

vi.mock("@/components/dialogs", () => ({ showToast: vi.fn(async () => {}), showDialog: vi.fn(async () => ({})) }));

const book = { _id: "a", title: "A", newPrice: 1, stock: 2 } as Book;

beforeEach(() => {
  useCartStore.setState({ cartItems: [] });
  vi.mocked(showToast).mockClear();
  vi.mocked(showDialog).mockClear();
});

describe("useAddToCart", () => {
  it("adds the book and shows the success toast", () => {
    const { result } = renderHook(() => useAddToCart());
    result.current(book);
    expect(useCartStore.getState().cartItems).toHaveLength(1);
    expect(showToast).toHaveBeenCalledWith("Product Added to the Cart");
    expect(showDialog).not.toHaveBeenCalled();
  });

  it("warns, with OK and a cancel button, when the book is already in the cart", () => {
    const { result } = renderHook(() => useAddToCart());
    result.current(book);
    result.current(book);
    expect(useCartStore.getState().cartItems).toHaveLength(1);
    expect(showDialog).toHaveBeenCalledWith({
      title: "Already Added to the Cart",
      text: "You won't be able to revert this!",
      icon: "warning",
      showCancelButton: true,
      confirmButtonText: "OK",
    });
  });

  it("never adds a sold-out book, and says why", () => {
    const { result } = renderHook(() => useAddToCart());
    result.current({ ...book, stock: 0 });
    expect(useCartStore.getState().cartItems).toHaveLength(0);
    expect(showDialog).toHaveBeenCalledWith({ title: "Out of stock", text: "A is sold out.", icon: "info" });
    expect(showToast).not.toHaveBeenCalled();
  });
});
