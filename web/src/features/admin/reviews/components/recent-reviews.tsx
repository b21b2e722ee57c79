import type { AdminReview } from "@bookstore/schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@bookstore/views/load-more-button";
import { StatusMessage } from "@/components/status-message";
import { Stars } from "@/components/star-rating";
import { recentReviewsQueryOptions, useSetReviewHidden } from "@/features/admin/reviews/api/reviews";
import { formatDateTime } from "@/lib/format";

/** The dashboard's newest reviews, hidden ones too, each with Hide or Show (decision 013). */
export function RecentReviews() {
  const pages = useInfiniteQuery(recentReviewsQueryOptions());
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    // Busy rather than a second 'Loading' status: the dashboard's figures announce the page's loading.
    <section
      aria-labelledby="recent-reviews-title"
      aria-busy={pages.isPending}
      className="rounded-lg bg-white p-4 shadow"
    >
      <h2 id="recent-reviews-title" className="mb-3 text-lg font-semibold">
        Newest reviews
      </h2>
      {pages.isError && <StatusMessage kind="error">The reviews could not be loaded.</StatusMessage>}
      {pages.isSuccess && reviews.length === 0 && <StatusMessage kind="empty">No reviews yet.</StatusMessage>}
      {reviews.length > 0 && (
        <ul className="divide-y">
          {reviews.map((review) => (
            <RecentReview key={`${review.bookId}/${review.id}`} review={review} />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        fetchNextPage={pages.fetchNextPage}
        className="btn btn-quiet mt-3 px-6"
      />
    </section>
  );
}

function RecentReview({ review }: { review: AdminReview }) {
  const setHidden = useSetReviewHidden();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <article aria-label={`Review by ${review.name} of ${review.bookTitle}`} className="min-w-0 wrap-anywhere">
        <p className="flex flex-wrap items-center gap-x-2">
          <span role="img" aria-label={`Rated ${review.rating} out of 5`}>
            <Stars rating={review.rating} />
          </span>
          <Link to={`/books/${review.bookId}`} className="font-medium text-blue-700 underline underline-offset-2">
            {review.bookTitle}
          </Link>
          <span className="text-sm text-gray-600">
            {review.name}, {formatDateTime(review.updatedAt)}
          </span>
          {review.hidden && <span className="rounded bg-gray-200 px-2 text-sm text-gray-800">Hidden</span>}
        </p>
        {review.text && <p className="mt-1 whitespace-pre-line text-gray-800">{review.text}</p>}
        {setHidden.isError && (
          <p role="alert" className="mt-1 text-sm text-danger">
            The review could not be changed. Please try again.
          </p>
        )}
      </article>
      <button
        type="button"
        disabled={setHidden.isPending}
        onClick={() => setHidden.mutate({ review, hidden: !review.hidden })}
        aria-label={`${review.hidden ? "Show" : "Hide"} the review by ${review.name} of ${review.bookTitle}`}
        className="btn btn-quiet shrink-0 px-4"
      >
        {review.hidden ? "Show" : "Hide"}
      </button>
    </li>
  );
}
