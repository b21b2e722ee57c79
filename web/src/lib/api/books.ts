import { bookSchema, type Book } from "@bookstore/schema";
import { queryOptions } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiFetch } from "@/lib/api-client";

// The book read side is shared by the storefront and the admin area, so both refresh from the same keys:
// an admin write that invalidates `bookKeys.all` refreshes every list and detail the shopper sees.
export const bookKeys = {
  all: ["books"] as const,
  lists: () => [...bookKeys.all, "list"] as const,
  list: (params: Record<string, unknown> = {}) => [...bookKeys.lists(), params] as const,
  details: () => [...bookKeys.all, "detail"] as const,
  detail: (id: string) => [...bookKeys.details(), id] as const,
};

// `.array()` on the shared schema rather than `z.array` from the app's own zod import: the SPA and
// @bookstore/schema resolve separate copies of zod, and importing both ships zod twice on the home page.
const bookListSchema = bookSchema.array();

// SPEC §7: all books calls send the stored admin token when there is one.
export function getBooks(signal?: AbortSignal): Promise<Book[]> {
  return apiFetch("/books/", { schema: bookListSchema, token: getAdminToken(), signal });
}

export function getBook(id: string, signal?: AbortSignal): Promise<Book> {
  return apiFetch(`/books/${encodeURIComponent(id)}`, { schema: bookSchema, token: getAdminToken(), signal });
}

export const booksQueryOptions = () =>
  queryOptions({ queryKey: bookKeys.list(), queryFn: ({ signal }) => getBooks(signal) });

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });
