import { useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import { bookPagesQueryOptions } from "@/lib/api/books";

/** Books per page on an author's page: four rows of the widest grid. */
export const AUTHOR_PAGE_SIZE = 12;

const authorBooksQueryOptions = (slug: string) => bookPagesQueryOptions({ author: slug, limit: AUTHOR_PAGE_SIZE });

/** An author's books, newest first, a page at a time (GET /api/books/?author=<slug>). */
export function useAuthorBooks(slug: string, enabled = true) {
  return useInfiniteQuery({ ...authorBooksQueryOptions(slug), enabled });
}

/** The author's first page, read before the app takes over the page the function rendered (never throws). */
export const prefetchAuthorBooks = (queryClient: QueryClient, slug: string) =>
  queryClient.prefetchInfiniteQuery(authorBooksQueryOptions(slug));
