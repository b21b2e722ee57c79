import type { Book } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { filterBooks } from "@/features/search/utils/filter-books";
import { booksQueryOptions } from "@/lib/api/books";

/**
 * Search runs on the cached book list (shared with the home page), so typing costs no request beyond the one
 * list fetch. When the catalog grows past what one list can carry (issue 7), this hook is the one place that
 * switches to asking the API.
 */
export function useBookSearch(query: string) {
  const enabled = query.trim() !== "";
  return useQuery({
    ...booksQueryOptions(),
    enabled,
    select: (books: Book[]) => filterBooks(books, query),
  });
}
