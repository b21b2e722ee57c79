import type { Book } from "@bookstore/schema";
import { createContext, useContext, type ReactNode } from "react";

/**
 * What a signed-in shopper can do with a book besides buying it (the wishlist's heart), drawn on every card and
 * on the book page. Shared UI knows no feature: the app provides what to draw, and outside it nothing is.
 */
const BookActionsContext = createContext<((book: Book) => ReactNode) | null>(null);

export const BookActionsProvider = BookActionsContext.Provider;

export function BookActions({ book }: { book: Book }) {
  const render = useContext(BookActionsContext);
  return render ? render(book) : null;
}
