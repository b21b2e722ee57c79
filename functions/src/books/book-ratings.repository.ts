import type { Firestore, WriteBatch } from "firebase-admin/firestore";
import { NO_STARS, ratingFields, type BookRatings, type RatingRead, type StarCounts } from "../lib/book-rating";
import { BOOKS, type BookDocument } from "./book-document";

/**
 * Reads a book's star counts for a review change; the review's commit then writes the new counts on condition
 * that the book is unchanged since this read, so two reviews committed at once cannot both count from the same
 * figures (the loser reads again). Like orders, reviews do not move the catalog version (lib/versioned-cache.ts).
 */
export function createBookRatingsRepository(firestore: Firestore): BookRatings {
  return {
    async readRating(bookId: string): Promise<RatingRead> {
      const snapshot = await firestore.collection(BOOKS).doc(bookId).get();
      const data = snapshot.data() as BookDocument | undefined;
      return {
        book: data && { title: data.title, stars: { ...NO_STARS, ...data.ratingStars } },
        rate(batch: WriteBatch, stars: StarCounts) {
          batch.update(snapshot.ref, ratingFields(stars), { lastUpdateTime: snapshot.updateTime! });
        },
      };
    },
  };
}
