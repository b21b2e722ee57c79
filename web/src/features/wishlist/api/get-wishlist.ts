import { wishlistPageSchema, type WishlistPage } from "@bookstore/schema";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { wishlistKeys } from "@/features/wishlist/api/wishlist";
import { customerFetch } from "@/lib/auth/customer-fetch";

/** Books per page on /wishlist. */
export const WISHLIST_PAGE_SIZE = 12;

// GET /api/me/wishlist?cursor=&limit=: one page, newest wish first, each book with its stock now.
export async function getWishlistPage(cursor: string | null, signal?: AbortSignal): Promise<WishlistPage> {
  const query = new URLSearchParams({ limit: String(WISHLIST_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return customerFetch(`/me/wishlist?${query}`, { schema: wishlistPageSchema, signal });
}

export const wishlistPagesQueryOptions = (uid: string) =>
  infiniteQueryOptions({
    queryKey: wishlistKeys.pages(uid),
    queryFn: ({ pageParam, signal }) => getWishlistPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useWishlistPages = (uid: string) => useInfiniteQuery(wishlistPagesQueryOptions(uid));
