import type { Book } from "@bookstore/schema";
import { useCallback } from "react";
import { showDialog, showToast } from "@/components/dialogs";
import { useCartStore } from "@/features/cart/stores/cart-store";

/** Adds a book and tells the shopper what happened, with the exact texts of product §8/§9; never a sold-out book. */
export function useAddToCart() {
  const addToCart = useCartStore((state) => state.addToCart);
  return useCallback(
    (book: Book) => {
      // The button is disabled for a sold-out book; this also covers a stale page whose book sold out since.
      if (book.stock <= 0) {
        void showDialog({ title: "Out of stock", text: `${book.title} is sold out.`, icon: "info" });
        return;
      }
      if (addToCart(book) === "added") {
        void showToast("Product Added to the Cart");
      } else {
        void showDialog({
          title: "Already Added to the Cart",
          text: "You won't be able to revert this!",
          icon: "warning",
          showCancelButton: true,
          confirmButtonText: "OK",
        });
      }
    },
    [addToCart],
  );
}
