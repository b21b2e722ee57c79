import type { Book } from "@bookstore/schema";
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

// Typed by the shared contract but not re-validated: these reads are on the home page's first load (see
// apiFetch's `schema`).
// SPEC §7: all books calls send the stored admin token when there is one.
export function getBooks(signal?: AbortSignal): Promise<Book[]> {
  return apiFetch<Book[]>("/books/", { token: getAdminToken(), signal });
}

export function getBook(id: string, signal?: AbortSignal): Promise<Book> {
  return apiFetch<Book>(`/books/${encodeURIComponent(id)}`, { token: getAdminToken(), signal });
}

export const booksQueryOptions = () =>
  queryOptions({ queryKey: bookKeys.list(), queryFn: ({ signal }) => getBooks(signal) });

export const bookQueryOptions = (id: string) =>
  queryOptions({ queryKey: bookKeys.detail(id), queryFn: ({ signal }) => getBook(id, signal) });
