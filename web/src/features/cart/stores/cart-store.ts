import type { Book } from "@bookstore/schema";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** localStorage key of the persisted cart; versioned so a future shape change can migrate instead of crash. */
export const CART_STORAGE_KEY = "bookstore-cart";

export type AddToCartResult = "added" | "already-in-cart";

interface CartState {
  cartItems: Book[];
  /** product §4/§5: one unit per book, matched by _id; a book already in the cart is not added again. */
  addToCart: (book: Book) => AddToCartResult;
  removeFromCart: (id: string) => void;
  clearCart: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      cartItems: [],
      addToCart: (book) => {
        if (get().cartItems.some((item) => item._id === book._id)) return "already-in-cart";
        set((state) => ({ cartItems: [...state.cartItems, book] }));
        return "added";
      },
      removeFromCart: (id) => set((state) => ({ cartItems: state.cartItems.filter((item) => item._id !== id) })),
      clearCart: () => set({ cartItems: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cartItems: state.cartItems }),
    },
  ),
);

/** product §3: the subtotal is the sum of the books' newPrice, in cents to avoid float drift over many items. */
export function cartSubtotal(items: readonly Pick<Book, "newPrice">[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.newPrice * 100), 0) / 100;
}

export const selectCartCount = (state: CartState) => state.cartItems.length;
