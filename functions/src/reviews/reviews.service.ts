import type { Actor } from "../lib/activity-log";
import type {
  AdminReview,
  AdminReviewPage,
  MyReview,
  MyReviewAnswer,
  ReviewListQuery,
  ReviewPage,
  ValidReviewInput,
} from "@bookstore/schema";
import type { Shopper } from "../auth/require-user";
import { summaryOf } from "../lib/book-rating";
import { HttpError, notFound } from "../lib/http-error";
import { NO_BOOK, toMyReview } from "./review-document";
import { reviewerName } from "./reviewer-name";
import type { ReviewsRepository } from "./reviews.repository";

/** What reviews ask of the shopper's orders (the orders feature answers, through the composition root). */
export interface Purchases {
  hasReceivedBook(uid: string, bookId: string): Promise<boolean>;
  latestOrderName(uid: string): Promise<string | undefined>;
  /** Every book the shopper's orders hold: the only books they can have reviewed. */
  orderedBookIds(uid: string): Promise<string[]>;
}

const bookNotFound = () => notFound("Book not found");
const reviewNotFound = () => notFound("Review not found");

/** 403 not-a-buyer: reviews are written only by readers who received the book (decision 013). */
export const notABuyer = () =>
  new HttpError(
    403,
    "not-a-buyer",
    "Only a shopper who has received this book (a delivered order holding it) can review it.",
  );

const found = <T>(value: T | typeof NO_BOOK): T => {
  if (value === NO_BOOK) throw bookNotFound();
  return value;
};

export function createReviewsService({
  repository,
  purchases,
}: {
  repository: ReviewsRepository;
  purchases: Purchases;
}) {
  /** Every review the shopper wrote, hidden ones too, with the book each is of. */
  async function listAuthored(uid: string): Promise<AdminReview[]> {
    return repository.findReviewsOf(uid, await purchases.orderedBookIds(uid));
  }

  return {
    listAuthored,

    /**
     * Deletes every review the shopper wrote, each with its book's rating, exactly as when they delete one
     * (their account's deletion). Safe to repeat: a second run finds nothing left.
     */
    async deleteAuthored(uid: string): Promise<void> {
      const reviews = await listAuthored(uid);
      await Promise.all(
        reviews.map(async ({ bookId }) => {
          if ((await repository.deleteReview(bookId, uid)) === NO_BOOK) {
            await repository.deleteReviewOfMissingBook(bookId, uid);
          }
        }),
      );
    },

    /** One page of the book's visible reviews, newest first, with its rating and per-star counts. */
    async listReviews(bookId: string, query: ReviewListQuery): Promise<ReviewPage> {
      const [book, page] = await Promise.all([repository.readBook(bookId), repository.listVisible(bookId, query)]);
      if (!book) throw bookNotFound();
      return { ...page, rating: { ...summaryOf(book.stars), histogram: book.stars } };
    },

    /** The shopper's own review of the book (hidden or not), and whether they may write one. */
    async myReview(shopper: Shopper, bookId: string): Promise<MyReviewAnswer> {
      const [book, review, canReview] = await Promise.all([
        repository.readBook(bookId),
        repository.findReview(bookId, shopper.uid),
        purchases.hasReceivedBook(shopper.uid, bookId),
      ]);
      if (!book) throw bookNotFound();
      return { review: review ? toMyReview(shopper.uid, review) : null, canReview };
    },

    /** Writes the shopper's review, under the name on their latest order; `created` tells a first review from an edit. */
    async writeReview(
      shopper: Shopper,
      bookId: string,
      input: ValidReviewInput,
    ): Promise<{ created: boolean; review: MyReview }> {
      const [book, received, orderName] = await Promise.all([
        repository.readBook(bookId),
        purchases.hasReceivedBook(shopper.uid, bookId),
        purchases.latestOrderName(shopper.uid),
      ]);
      if (!book) throw bookNotFound();
      if (!received) throw notABuyer();
      const saved = found(
        await repository.saveReview(bookId, shopper.uid, { ...input, name: reviewerName(orderName) }),
      );
      return { created: saved.created, review: toMyReview(saved.id, saved.review) };
    },

    async deleteReview(shopper: Shopper, bookId: string): Promise<void> {
      if (!found(await repository.deleteReview(bookId, shopper.uid))) throw reviewNotFound();
    },

    /** The admin hides a review (out of the page and the rating) or shows it again. */
    async setHidden(actor: Actor, bookId: string, reviewId: string, hidden: boolean): Promise<AdminReview> {
      const stored = found(await repository.setHidden(actor, bookId, reviewId, hidden));
      if (!stored) throw reviewNotFound();
      return { ...toMyReview(stored.id, stored.review), bookId, bookTitle: stored.review.bookTitle };
    },

    listRecent: (query: ReviewListQuery): Promise<AdminReviewPage> => repository.listRecent(query),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
