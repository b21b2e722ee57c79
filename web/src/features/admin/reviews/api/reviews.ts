import { adminReviewPageSchema, adminReviewSchema, REVIEWS, type AdminReview } from "@bookstore/schema";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";
import { reviewKeys } from "@/lib/api/review-keys";

export const adminReviewKeys = { all: ["admin", "reviews"] as const };

// GET /api/reviews/?cursor=&limit= (admin): every review, hidden ones too, most recently written first.
export const recentReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminReviewKeys.all,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REVIEWS.defaultLimit) });
      if (pageParam) params.set("cursor", pageParam);
      return adminFetch(`/reviews/?${params}`, { schema: adminReviewPageSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

// PATCH /api/books/:id/reviews/:reviewId (admin): hide a review from the book page and its rating, or show it.
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, hidden }: { review: AdminReview; hidden: boolean }) =>
      adminFetch(`/books/${encodeURIComponent(review.bookId)}/reviews/${encodeURIComponent(review.id)}`, {
        method: "PATCH",
        body: { hidden },
        schema: adminReviewSchema,
      }),
    onSuccess: (changed) => {
      void queryClient.invalidateQueries({ queryKey: adminReviewKeys.all });
      // The book's rating moved: the storefront's views of it are read again.
      void queryClient.invalidateQueries({ queryKey: bookKeys.detail(changed.bookId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.book(changed.bookId) });
    },
  });
}
