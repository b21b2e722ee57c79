import { useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import { AUTHOR_PAGE_SIZE } from "@bookstore/views/author-heading";
import { bookPagesQueryOptions } from "@/lib/api/books";

const authorBooksQueryOptions = (slug: string) => bookPagesQueryOptions({ author: slug, limit: AUTHOR_PAGE_SIZE });

/** An author's books, newest first, a page at a time (GET /api/books/?author=<slug>). */
export function useAuthorBooks(slug: string, enabled = true) {
  return useInfiniteQuery({ ...authorBooksQueryOptions(slug), enabled });
}

/** The author's first page, read before the app takes over the page the function rendered (never throws). */
export const prefetchAuthorBooks = (queryClient: QueryClient, slug: string) =>
  queryClient.prefetchInfiniteQuery(authorBooksQueryOptions(slug));
