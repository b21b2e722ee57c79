import type { MyReview, MyReviewAnswer, ReviewInput, ReviewPage } from "@bookstore/schema";
import { REVIEWS } from "@bookstore/schema/constants";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { bookKeys } from "@/lib/api/books";
import { reviewKeys } from "@/lib/api/review-keys";
import { apiFetch } from "@/lib/api-client";
import { customerFetch } from "@/lib/auth/customer-fetch";

// Answers are typed by the contract but not re-validated: the book page's chunk stays free of zod (api-client.ts).

const reviewsPath = (bookId: string) => `/books/${encodeURIComponent(bookId)}/reviews`;

// GET /api/books/:id/reviews?cursor=&limit=: visible reviews, newest first, with the book's rating.
export const reviewPagesQueryOptions = (bookId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.pages(bookId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REVIEWS.defaultLimit) });
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<ReviewPage>(`${reviewsPath(bookId)}?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

// GET /api/books/:id/reviews/mine: the signed-in shopper's review and whether they may write one.
export const myReviewQueryOptions = (bookId: string, uid: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(bookId, uid),
    queryFn: async ({ signal }) => customerFetch<MyReviewAnswer>(`${reviewsPath(bookId)}/mine`, { signal }),
  });

/** After a review changes: the book's reviews, the shopper's own and the book's rating are read again. */
function useRefreshAfterReview(bookId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.book(bookId) }),
      queryClient.invalidateQueries({ queryKey: bookKeys.detail(bookId) }),
    ]);
}

// PUT /api/books/:id/reviews/mine: write or edit it (403 not-a-buyer for a shopper who has not received the book).
// `onSaved` runs with the mutation itself, before the refresh: the form that asked is replaced by then.
export function useSaveReview(bookId: string, onSaved?: () => void) {
  const refresh = useRefreshAfterReview(bookId);
  return useMutation({
    mutationFn: async (review: ReviewInput) =>
      customerFetch<MyReview>(`${reviewsPath(bookId)}/mine`, { method: "PUT", body: review }),
    onSuccess: () => {
      onSaved?.();
      return refresh();
    },
  });
}

// DELETE /api/books/:id/reviews/mine.
export function useDeleteReview(bookId: string) {
  const refresh = useRefreshAfterReview(bookId);
  return useMutation({
    mutationFn: async () => {
      await customerFetch<unknown>(`${reviewsPath(bookId)}/mine`, { method: "DELETE" });
    },
    onSuccess: refresh,
  });
}
