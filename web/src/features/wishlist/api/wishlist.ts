import type { WishedBook, WishlistSummary } from "@bookstore/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { customerFetch } from "@/lib/auth/customer-fetch";

// Keyed by the shopper, so one who signs out and another who signs in never see each other's list.
export const wishlistKeys = {
  all: ["wishlist"] as const,
  of: (uid: string) => [...wishlistKeys.all, uid] as const,
  summary: (uid: string) => [...wishlistKeys.of(uid), "summary"] as const,
  pages: (uid: string) => [...wishlistKeys.of(uid), "pages"] as const,
};

// The calls every page of a signed-in shopper makes (the hearts, the account menu): no zod in this file, it would
// weigh on the home page's first load.

// GET /api/me/wishlist/summary: every wished id (the hearts) and those back in stock (the account menu).
export async function getWishlistSummary(signal?: AbortSignal): Promise<WishlistSummary> {
  return customerFetch("/me/wishlist/summary", { signal });
}

export const wishlistSummaryQueryOptions = (uid: string) =>
  queryOptions({ queryKey: wishlistKeys.summary(uid), queryFn: ({ signal }) => getWishlistSummary(signal) });

// PUT /api/me/wishlist/:bookId (idempotent) and DELETE /api/me/wishlist/:bookId.
export async function setWished({ bookId, wished }: { bookId: string; wished: boolean }): Promise<WishedBook | null> {
  const path = `/me/wishlist/${encodeURIComponent(bookId)}`;
  if (!wished) {
    await customerFetch(path, { method: "DELETE" });
    return null;
  }
  return customerFetch(path, { method: "PUT" });
}

/** Adds or removes a book; the shopper's hearts and pages are read again after. */
export function useSetWished(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWished,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.of(uid) }),
  });
}
