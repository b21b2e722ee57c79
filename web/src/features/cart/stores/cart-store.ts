import type { Book } from "@bookstore/schema";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** localStorage key of the persisted cart; versioned so a future shape change can migrate instead of crash. */
export const CART_STORAGE_KEY = "bookstore-cart";

export type AddToCartResult = "added" | "already-in-cart";

/** Why a book in the cart can no longer be ordered: no copies left, or gone from the catalog. */
export type Unavailability = "sold-out" | "gone";

/** A book whose price moved since it went into the cart. */
export interface PriceChange {
  bookId: string;
  title: string;
  was: number;
  now: number;
}

interface CartState {
  cartItems: Book[];
  /** product §4/§5: one unit per book, matched by _id; a book already in the cart is not added again. */
  addToCart: (book: Book) => AddToCartResult;
  removeFromCart: (id: string) => void;
  clearCart: () => void;
  /** Takes the store's current prices (by book id), remembering what changed in `priceChanges`. */
  repriceItems: (prices: Record<string, number>) => void;
  /** Prices that moved since their book went into the cart ("was" is the price first shown). Not persisted. */
  priceChanges: Record<string, PriceChange>;
  /** Books the store refused an order for, by id, until they leave the cart. Not persisted: a reload asks again. */
  refusedBooks: Record<string, Unavailability>;
  markRefused: (books: Record<string, Unavailability>) => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      cartItems: [],
      priceChanges: {},
      refusedBooks: {},
      addToCart: (book) => {
        if (get().cartItems.some((item) => item._id === book._id)) return "already-in-cart";
        set((state) => ({ cartItems: [...state.cartItems, book] }));
        return "added";
      },
      removeFromCart: (id) =>
        set((state) => {
          const { [id]: _changed, ...priceChanges } = state.priceChanges;
          const { [id]: _refused, ...refusedBooks } = state.refusedBooks;
          return { cartItems: state.cartItems.filter((item) => item._id !== id), priceChanges, refusedBooks };
        }),
      clearCart: () => set({ cartItems: [], priceChanges: {}, refusedBooks: {} }),
      markRefused: (books) => set((state) => ({ refusedBooks: { ...state.refusedBooks, ...books } })),
      repriceItems: (prices) => {
        const moved = get().cartItems.filter(
          (item) => prices[item._id] !== undefined && prices[item._id] !== item.newPrice,
        );
        if (moved.length === 0) return;
        set((state) => {
          const priceChanges = { ...state.priceChanges };
          for (const item of moved) {
            const was = state.priceChanges[item._id]?.was ?? item.newPrice;
            priceChanges[item._id] = { bookId: item._id, title: item.title, was, now: prices[item._id]! };
          }
          const cartItems = state.cartItems.map((item) =>
            prices[item._id] === undefined ? item : { ...item, newPrice: prices[item._id]! },
          );
          return { cartItems, priceChanges };
        });
      },
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
