import { useInfiniteQuery } from "@tanstack/react-query";
import { bookPagesQueryOptions } from "@/lib/api/books";

/** Books per page on an author's page: four rows of the widest grid. */
export const AUTHOR_PAGE_SIZE = 12;

/** An author's books, newest first, a page at a time (GET /api/books/?author=<slug>). */
export function useAuthorBooks(slug: string, enabled = true) {
  return useInfiniteQuery({ ...bookPagesQueryOptions({ author: slug, limit: AUTHOR_PAGE_SIZE }), enabled });
}
