import { REVIEW_STARS, type RatingHistogram, type RatingSummary } from "@bookstore/schema";
import type { WriteBatch } from "firebase-admin/firestore";

// What the reviews feature needs from the books feature: a book's rating, read and rewritten in the same commit as
// each review change. Declared here, where both may import it; the books feature implements it and the
// composition root hands it to the reviews.

/**
 * How many visible reviews gave each number of stars, as the book stores it. Counts, not an average: every review
 * change moves one count by one, so the average and the histogram are recomputed exactly from whole numbers.
 */
export type StarCounts = RatingHistogram;

export const NO_STARS: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

const key = (stars: number) => String(stars) as keyof StarCounts;

/** The counts after one visible review leaves (`remove`, its stars) and/or one arrives (`add`). */
export function changedStars(counts: StarCounts, { remove, add }: { remove?: number; add?: number }): StarCounts {
  const next = { ...NO_STARS, ...counts };
  if (remove !== undefined) next[key(remove)] -= 1;
  if (add !== undefined) next[key(add)] += 1;
  return next;
}

/** The average of the counted stars to one decimal (halves round up: 4.25 shows as 4.3), and the count; 0 and 0 for none. */
export function summaryOf(counts: StarCounts | undefined): RatingSummary {
  let count = 0;
  let sum = 0;
  for (const stars of REVIEW_STARS) {
    const n = counts?.[key(stars)] ?? 0;
    count += n;
    sum += stars * n;
  }
  return { average: count ? Math.round((sum * 10) / count) / 10 : 0, count };
}

/**
 * The fields a book stores for its rating: the counts, and the shown average and count that the catalog's
 * "rating" sort orders by (a book without reviews has 0 and 0, so it is still listed, last).
 */
export function ratingFields(counts: StarCounts) {
  const { average, count } = summaryOf(counts);
  return { ratingStars: counts, ratingAverage: average, ratingCount: count };
}
export type RatingFields = ReturnType<typeof ratingFields>;

/** A book's rating as read for a review change: undefined `book` when there is no such book. */
export interface RatingRead {
  book?: { title: string; stars: StarCounts };
  /** Queues the new counts into the review's commit, on condition that the book is unchanged since it was read. */
  rate(batch: WriteBatch, stars: StarCounts): void;
}

export interface BookRatings {
  readRating(bookId: string): Promise<RatingRead>;
}
