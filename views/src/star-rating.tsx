import type { RatingSummary } from "@bookstore/schema";
import { REVIEWS } from "@bookstore/schema/constants";

/** "Rated 4.2 out of 5, 12 reviews": what the stars say to a screen reader. */
export const ratingLabel = ({ average, count }: RatingSummary) =>
  `Rated ${average} out of ${REVIEWS.maxRating}, ${count} ${count === 1 ? "review" : "reviews"}`;

/** Five stars, as many filled as the rating rounds to; drawn, not read (the label says it). */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className="tracking-tight">
      <span className="text-amber-700">{"★".repeat(filled)}</span>
      <span className="text-gray-500">{"☆".repeat(REVIEWS.maxRating - filled)}</span>
    </span>
  );
}

/**
 * A book's rating from its readers' reviews: stars, the average and the count, named as one image for screen
 * readers. Nothing at all for a book nobody has reviewed yet, unless `showEmpty` says so (the book page).
 */
export function StarRating({ rating, showEmpty = false }: { rating: RatingSummary; showEmpty?: boolean }) {
  if (rating.count === 0) {
    return showEmpty ? <p className="text-sm text-gray-600">No reviews yet</p> : null;
  }
  return (
    <p className="flex items-center gap-1 text-sm">
      <span role="img" aria-label={ratingLabel(rating)} className="flex items-center gap-1">
        <Stars rating={rating.average} />
        <span className="font-medium text-gray-800">{rating.average.toFixed(1)}</span>
        <span className="text-gray-600">({rating.count})</span>
      </span>
    </p>
  );
}
