import type { Book } from "@bookstore/schema";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCartStore, type PriceChange } from "@/features/cart/stores/cart-store";
import { bookQueryOptions } from "@/lib/api/books";
import { ApiError } from "@/lib/api-client";

/** A book in the cart as the store has it now: still for sale, sold out, or gone from the catalog. */
export interface CartBookState {
  book: Book;
  state: "available" | "sold-out" | "gone";
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Asks the store for every book in the cart each time the cart or checkout opens, so a book sold out or deleted
 * since it was added is named before the shopper tries to order it, and the cart takes the current prices,
 * remembering what changed to say so. What a refused order said (useTakeRefusedBooks) counts too.
 */
export function useCartAvailability(items: readonly Book[]): {
  states: CartBookState[];
  priceChanges: PriceChange[];
} {
  const results = useQueries({
    queries: items.map((book) => ({
      ...bookQueryOptions(book._id),
      refetchOnMount: "always" as const,
      retry: (failures: number, error: unknown) => !isGone(error) && failures < 2,
    })),
  });
  const repriceItems = useCartStore((state) => state.repriceItems);
  const priceChanges = useCartStore((state) => state.priceChanges);
  const refusedBooks = useCartStore((state) => state.refusedBooks);
  const pricesKey = JSON.stringify(
    Object.fromEntries(results.flatMap(({ data }) => (data ? [[data._id, data.newPrice]] : []))),
  );
  useEffect(() => repriceItems(JSON.parse(pricesKey) as Record<string, number>), [pricesKey, repriceItems]);

  const states = items.map((book, i): CartBookState => {
    const { data, error } = results[i]!;
    // A refused order is the store's latest word on a book, newer than any read of it.
    if (isGone(error) || refusedBooks[book._id] === "gone") return { book, state: "gone" };
    if (refusedBooks[book._id] === "sold-out" || (data && data.stock <= 0)) return { book, state: "sold-out" };
    return { book, state: "available" };
  });
  // Only a change the shopper has not seen go back to where it was.
  return { states, priceChanges: Object.values(priceChanges).filter((change) => change.was !== change.now) };
}

export const unavailableOf = (states: CartBookState[]) => states.filter((entry) => entry.state !== "available");
