import type { Review } from "@bookstore/schema";
import { REVIEW_STARS } from "@bookstore/schema/constants";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { LoadMoreButton } from "@bookstore/views/load-more-button";
import { StatusMessage } from "@/components/status-message";
import { ratingLabel, Stars } from "@/components/star-rating";
import { myReviewQueryOptions, reviewPagesQueryOptions } from "@/features/reviews/api/reviews";
import { ReviewForm } from "@/features/reviews/components/review-form";
import { formatDate } from "@/lib/format";

/**
 * A book's reviews (decision 013): the rating with its per-star counts, the visible reviews newest first (Load
 * more), and for a signed-in shopper who received the book, their own review to write, edit or delete.
 * `uid` is the signed-in shopper's, or null for a visitor.
 */
export function BookReviews({ bookId, uid }: { bookId: string; uid: string | null }) {
  const pages = useInfiniteQuery(reviewPagesQueryOptions(bookId));
  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  const rating = pages.data?.pages[0]?.rating;

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-10 max-w-5xl px-4 pb-8">
      <h2 id="reviews-title" className="mb-4 text-xl font-semibold">
        Reviews
      </h2>
      {rating && rating.count > 0 && (
        <div className="mb-6">
          <p className="mb-2">
            <Stars rating={rating.average} /> <span className="font-medium">{ratingLabel(rating)}</span>
          </p>
          <dl className="grid max-w-xs grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm text-gray-700">
            {[...REVIEW_STARS].reverse().map((stars) => (
              <div key={stars} className="contents">
                <dt>{stars === 1 ? "1 star" : `${stars} stars`}</dt>
                <dd>{rating.histogram[String(stars) as keyof typeof rating.histogram]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {uid ? <MyReviewArea bookId={bookId} uid={uid} /> : <SignInToReview bookId={bookId} />}
      {pages.isPending && <StatusMessage kind="loading">Loading reviews...</StatusMessage>}
      {pages.isError && <StatusMessage kind="error">The reviews could not be loaded.</StatusMessage>}
      {/* A book nobody has reviewed says so once, under its title (the server-drawn page does too). */}
      {reviews.length > 0 && (
        <ul className="divide-y" aria-label="Readers' reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      <LoadMoreButton
        hasNextPage={pages.hasNextPage}
        isFetchingNextPage={pages.isFetchingNextPage}
        fetchNextPage={pages.fetchNextPage}
        className="btn btn-quiet mt-4 px-6"
      />
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-4">
      <article aria-label={`Review by ${review.name}`}>
        <p className="mb-1 flex flex-wrap items-center gap-x-2">
          <span role="img" aria-label={`Rated ${review.rating} out of 5`}>
            <Stars rating={review.rating} />
          </span>
          <span className="font-medium">{review.name}</span>
          <span className="text-sm text-gray-600">{formatDate(review.createdAt)}</span>
        </p>
        {review.text && <p className="whitespace-pre-line wrap-anywhere text-gray-800">{review.text}</p>}
      </article>
    </li>
  );
}

function MyReviewArea({ bookId, uid }: { bookId: string; uid: string }) {
  const mine = useQuery(myReviewQueryOptions(bookId, uid));
  // Outlives the form, which starts again once the saved review comes back.
  const [saved, setSaved] = useState(false);
  if (mine.isPending || mine.isError) return null;
  const { review, canReview } = mine.data;
  if (!review && !canReview) {
    return <p className="mb-6 text-gray-700">Only readers who have received this book can review it.</p>;
  }
  // Keyed by the stored review, so the form starts again from what was saved (or deleted).
  return (
    <ReviewForm
      key={review?.updatedAt ?? "new"}
      bookId={bookId}
      review={review}
      saved={saved}
      onSavedChange={setSaved}
    />
  );
}

function SignInToReview({ bookId }: { bookId: string }) {
  return (
    <p className="mb-6 text-gray-700">
      Bought this book?{" "}
      <Link
        to="/login"
        state={{ from: { pathname: `/books/${bookId}`, hash: "#reviews" } }}
        className="text-blue-700 underline underline-offset-2"
      >
        Sign in
      </Link>{" "}
      to review it.
    </p>
  );
}
