import { recordActivity, type Actor, type ActivityRecord } from "../lib/activity-log";
import type { AdminReview, AdminReviewPage, ReviewListQuery, ValidReviewInput } from "@bookstore/schema";
import { isDocumentId, REVIEWS as REVIEW_LIMITS } from "@bookstore/schema";
import { FieldPath, Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { changedStars, type BookRatings, type StarCounts } from "../lib/book-rating";
import { NEWEST_FIRST, type OrderKey } from "../lib/cursor";
import { readPage } from "../lib/cursor-page.repository";
import { writeAsRead } from "../lib/firestore";
import { LOST_RACE_OR_GONE, retryLostRaces } from "../lib/lost-races";
import { badRequest } from "../lib/http-error";
import { countedStars, NO_BOOK, REVIEWS, toAdminReview, toReview, type ReviewDocument } from "./review-document";

/** How long a review change keeps trying after lost races before answering 409 conflict (retry). */
export const REVIEW_RETRY_MS = 8_000;

/** The admin's list: most recently written first. Reviews of every book meet in one collection-group query. */
const RECENTLY_WRITTEN: readonly OrderKey[] = [
  { field: "updatedAt", direction: "desc", kind: "time" },
  { field: "bookId", direction: "desc", kind: "text" },
];

export type ReviewChange<T> =
  /** Nothing to write: answer at once. */
  | { answer: T }
  /** Write `next` in place of the review (undefined deletes it), and the book's counts with it. */
  | { next: ReviewDocument | undefined; answer: T; activity?: ActivityRecord };

export function createReviewsRepository(firestore: Firestore, { ratings }: { ratings: BookRatings }) {
  const reviewsOf = (bookId: string) => firestore.collection("books").doc(bookId).collection(REVIEWS);

  /**
   * Reads the book's counts and the review, lets `decide` say what becomes of the review, and writes it with the
   * book's new counts in ONE commit, conditioned on both being as read: a review change and the rating it moves
   * land together or not at all, and of two changes made at once the second reads again and counts from the
   * first's figures. Optimistic like an order's commit (decision 007): twenty reviews of one book settle in about
   * a second, where locking transactions would queue for several.
   */
  async function changeReview<T>(
    bookId: string,
    uid: string,
    decide: (current: ReviewDocument | undefined, book: { title: string; stars: StarCounts }) => ReviewChange<T>,
  ): Promise<T | typeof NO_BOOK> {
    const ref = reviewsOf(bookId).doc(uid);
    // A commit that lost a race: the review or the book changed since they were read (or appeared, or went).
    return retryLostRaces(
      async () => {
        const [rating, snapshot] = await Promise.all([ratings.readRating(bookId), ref.get()]);
        if (!rating.book) return NO_BOOK;
        const current = snapshot.exists ? (snapshot.data() as ReviewDocument) : undefined;
        const change = decide(current, rating.book);
        if (!("next" in change)) return change.answer;
        const batch = firestore.batch();
        writeAsRead(batch, snapshot, change.next);
        const [before, after] = [countedStars(current), countedStars(change.next)];
        if (before !== after) rating.rate(batch, changedStars(rating.book.stars, { remove: before, add: after }));
        if (change.activity) recordActivity(batch, firestore, change.activity);
        await batch.commit();
        return change.answer;
      },
      { forMs: REVIEW_RETRY_MS, codes: LOST_RACE_OR_GONE },
    );
  }

  return {
    /** The book's title and star counts; undefined when there is no such book. */
    async readBook(bookId: string) {
      return (await ratings.readRating(bookId)).book;
    },

    async findReview(bookId: string, uid: string): Promise<ReviewDocument | undefined> {
      const snapshot = await reviewsOf(bookId).doc(uid).get();
      return snapshot.exists ? (snapshot.data() as ReviewDocument) : undefined;
    },

    /** One page of a book's visible reviews, newest first: at most limit + 1 documents read. */
    async listVisible(bookId: string, params: ReviewListQuery) {
      const limit = params.limit ?? REVIEW_LIMITS.defaultLimit;
      const query: Query = reviewsOf(bookId)
        .where("hidden", "==", false)
        .orderBy("createdAt", "desc")
        .orderBy(FieldPath.documentId(), "desc");
      const { docs, nextCursor } = await readPage(query, NEWEST_FIRST, { cursor: params.cursor, limit });
      return { reviews: docs.map((doc) => toReview(doc.id, doc.data() as ReviewDocument)), nextCursor };
    },

    /** Every book's reviews, hidden ones too, most recently written first: at most limit + 1 documents read. */
    async listRecent(params: ReviewListQuery): Promise<AdminReviewPage> {
      const limit = params.limit ?? REVIEW_LIMITS.defaultLimit;
      const query: Query = firestore
        .collectionGroup(REVIEWS)
        .orderBy("updatedAt", "desc")
        .orderBy(FieldPath.documentId(), "desc");
      const { docs, nextCursor } = await readPage(
        query,
        RECENTLY_WRITTEN,
        { cursor: params.cursor, limit },
        ([updatedAt, bookId], uid) => {
          if (!isDocumentId(bookId as string))
            throw badRequest("The cursor is not valid", { cursor: ["Not a valid cursor"] });
          // A collection group orders by whole paths: the review's path is its book's and its own id.
          return [updatedAt, reviewsOf(bookId as string).doc(uid).path];
        },
      );
      return { reviews: docs.map(toAdminReview), nextCursor };
    },

    /** Writes the shopper's review of the book: created, or edited keeping its first date and its visibility. */
    saveReview: (bookId: string, uid: string, input: ValidReviewInput & { name: string }) =>
      changeReview(bookId, uid, (current, book) => {
        const now = Timestamp.now();
        const next: ReviewDocument = {
          bookId,
          bookTitle: book.title,
          rating: input.rating,
          text: input.text,
          name: input.name,
          hidden: current?.hidden ?? false,
          createdAt: current?.createdAt ?? now,
          updatedAt: now,
        };
        return { next, answer: { created: !current, id: uid, review: next } };
      }),

    /** Removes the shopper's review of the book; false when there was none. */
    deleteReview: (bookId: string, uid: string) =>
      changeReview(bookId, uid, (current) => (current ? { next: undefined, answer: true } : { answer: false })),

    /** The shopper's reviews among these books, in the admin's shape (each with its book's id and title). */
    async findReviewsOf(uid: string, bookIds: readonly string[]): Promise<AdminReview[]> {
      if (bookIds.length === 0) return [];
      const snapshots = await firestore.getAll(...bookIds.map((bookId) => reviewsOf(bookId).doc(uid)));
      return snapshots.filter((snapshot) => snapshot.exists).map(toAdminReview);
    },

    /** Deletes a review whose book is gone: there is no rating left to move. */
    async deleteReviewOfMissingBook(bookId: string, uid: string): Promise<void> {
      await reviewsOf(bookId).doc(uid).delete();
    },

    /** Hides a review from the book page and its rating, or shows it again; undefined when there is none. */
    setHidden: (actor: Actor, bookId: string, uid: string, hidden: boolean) =>
      changeReview(bookId, uid, (current, book): ReviewChange<StoredReview | undefined> => {
        if (!current) return { answer: undefined };
        if (current.hidden === hidden) return { answer: { id: uid, review: current } };
        const next = { ...current, hidden };
        const activity: ActivityRecord = {
          actor,
          action: hidden ? "review.hide" : "review.show",
          target: { type: "review", id: `${bookId}/${uid}`, label: `A review of “${book.title}”` },
          changes: { hidden: { before: current.hidden, after: hidden } },
        };
        return { next, answer: { id: uid, review: next }, activity };
      }),
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** A review and its id (the reviewer's), as a change leaves it. */
export interface StoredReview {
  id: string;
  review: ReviewDocument;
}
