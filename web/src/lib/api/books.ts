import type { Book, BookListQuery, BookPage } from "@bookstore/schema";
import { BOOK_PAGE } from "@bookstore/schema/constants";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/auth/admin-token";
import { apiFetch } from "@/lib/api-client";

/** One page's parameters: what to list and how many. The cursor is the infinite query's page parameter. */
export type BookPageParams = Omit<BookListQuery, "cursor">;

// The book read side is shared by the storefront and the admin area, so both refresh from the same keys:
// an admin write that invalidates `bookKeys.all` refreshes every list, page and detail the shopper sees.
// Single pages and paged lists hold differently shaped data, so each has its own branch. Nothing reads the
// whole catalog (GET /api/books/ without parameters): it grows without bound.
export const bookKeys = {
  all: ["books"] as const,
  pages: () => [...bookKeys.all, "page"] as const,
  page: (params: BookPageParams) => [...bookKeys.pages(), params] as const,
  infinite: (params: BookPageParams) => [...bookKeys.all, "infinite", params] as const,
  details: () => [...bookKeys.all, "detail"] as const,
  detail: (id: string) => [...bookKeys.details(), id] as const,
};

// Both reads are typed by the shared contract but not re-validated: they are on the home page's first load (see
// apiFetch's `schema`). product §7: all books calls send the stored admin token when there is one.

/**
 * GET /api/books/?category&q&limit&offset&cursor: one page of the newest-first catalog. `limit` is always sent,
 * because a request without parameters means the whole catalog as a plain list (product §7).
 */
export function getBookPage(params: BookListQuery, signal?: AbortSignal): Promise<BookPage> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, limit: params.limit ?? BOOK_PAGE.defaultLimit })) {
    // The API refuses unknown and empty parameters, so only the ones that say something are sent.
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  return apiFetch<BookPage>(`/books/?${search}`, { token: getAdminToken(), signal });
}

export function getBook(id: string, signal?: AbortSignal): Promise<Book> {
  return apiFetch<Book>(`/books/${encodeURIComponent(id)}`, { token: getAdminToken(), signal });
}

/** A single page, e.g. 'Recommended for you' (positions 8 to 17) or the search box's suggestions. */
export const bookPageQueryOptions = (params: BookPageParams) =>
  queryOptions({ queryKey: bookKeys.page(params), queryFn: ({ signal }) => getBookPage(params, signal) });

/**
 * Pages of one list, each continuing where the last ended (the API's cursor). An offset only places the first
 * page: the cursor already points past it.
 */
export const bookPagesQueryOptions = (params: BookPageParams) =>
  infiniteQueryOptions({
    queryKey: bookKeys.infinite(params),
    queryFn: ({ pageParam, signal }) =>
      getBookPage(pageParam ? { ...params, offset: undefined, cursor: pageParam } : params, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });
