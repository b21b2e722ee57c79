import type { AdminReview, MyReview, Review } from "@bookstore/schema";
import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";

/** Reviews live under their book, `books/{bookId}/reviews/{uid}`: one per shopper and book by construction. */
export const REVIEWS = "reviews";

/** What a review change answers when the book it names does not exist. */
export const NO_BOOK = Symbol("no such book");

export interface ReviewDocument {
  bookId: string;
  /** The book's title when the review was last written, for the admin's list. */
  bookTitle: string;
  rating: number;
  text: string;
  /** The reviewer's first name and last initial (reviewer-name.ts), as it was when the review was last written. */
  name: string;
  /** Hidden by the admin: left out of the book page and of the book's rating. */
  hidden: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The stars a review adds to its book's rating: none while it is hidden. */
export const countedStars = (review: ReviewDocument | undefined) =>
  review && !review.hidden ? review.rating : undefined;

export function toReview(id: string, data: ReviewDocument): Review {
  return {
    id,
    rating: data.rating,
    text: data.text,
    name: data.name,
    createdAt: data.createdAt.toDate().toISOString(),
    updatedAt: data.updatedAt.toDate().toISOString(),
  };
}

export const toMyReview = (id: string, data: ReviewDocument): MyReview => ({
  ...toReview(id, data),
  hidden: data.hidden,
});

export const toAdminReview = (snapshot: DocumentSnapshot): AdminReview => {
  const data = snapshot.data() as ReviewDocument;
  return { ...toMyReview(snapshot.id, data), bookId: data.bookId, bookTitle: data.bookTitle };
};
