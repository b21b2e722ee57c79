import type { Book, RefusedBook } from "@bookstore/schema";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCartStore, type Unavailability } from "@/features/cart/stores/cart-store";
import { bookKeys } from "@/lib/api/books";

/**
 * Takes what the store said when it refused an order (409 price-changed, out-of-stock or unknown-books:
 * `error.books`, the books as they are now) into the cart: the current prices, and which books can no longer be
 * ordered. Not a re-read of the books: the catalog is sent with a public max-age, so a re-read soon after may
 * come back from a cache with the old price and stock, and the next order would be refused again.
 */
export function useTakeRefusedBooks() {
  const queryClient = useQueryClient();
  const repriceItems = useCartStore((state) => state.repriceItems);
  const markRefused = useCartStore((state) => state.markRefused);

  return useCallback(
    (books: readonly RefusedBook[]) => {
      // An answer that names no books says only that something changed: ask the store again.
      if (books.length === 0) {
        void queryClient.invalidateQueries({ queryKey: bookKeys.all });
        return;
      }
      const prices: Record<string, number> = {};
      const refused: Record<string, Unavailability> = {};
      for (const { bookId, title, stock, unitPrice } of books) {
        // A book no longer in the catalog is answered without a title (schema/src/error.ts).
        if (title === undefined) {
          refused[bookId] = "gone";
          continue;
        }
        if (stock <= 0) refused[bookId] = "sold-out";
        if (unitPrice !== undefined) prices[bookId] = unitPrice;
        // The book as read before is older than this answer: the cart's own read of it must not undo it.
        queryClient.setQueryData<Book>(bookKeys.detail(bookId), (book) =>
          book ? { ...book, stock, newPrice: unitPrice ?? book.newPrice } : book,
        );
      }
      repriceItems(prices);
      markRefused(refused);
    },
    [queryClient, repriceItems, markRefused],
  );
}
