import type { Book } from "@bookstore/schema";
import { useQueries } from "@tanstack/react-query";
import { bookQueryOptions } from "@/lib/api/books";
import { ApiError } from "@/lib/api-client";

/** A book in the cart as the store has it now: still for sale, sold out, or gone from the catalog. */
export interface CartBookState {
  book: Book;
  state: "available" | "sold-out" | "gone";
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Asks the store for every book in the cart each time the cart or checkout opens, so a book sold out or
 * deleted since it was added is named before the shopper tries to order it.
 */
export function useCartAvailability(items: readonly Book[]): CartBookState[] {
  const results = useQueries({
    queries: items.map((book) => ({
      ...bookQueryOptions(book._id),
      refetchOnMount: "always" as const,
      retry: (failures: number, error: unknown) => !isGone(error) && failures < 2,
    })),
  });
  return items.map((book, i) => {
    const { data, error } = results[i]!;
    if (isGone(error)) return { book, state: "gone" };
    if (data && data.stock <= 0) return { book, state: "sold-out" };
    return { book, state: "available" };
  });
}

export const unavailableOf = (states: CartBookState[]) => states.filter((entry) => entry.state !== "available");
