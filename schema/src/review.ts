import { z } from "./zod";
import { REVIEW_STARS, REVIEWS } from "./constants";
import { ratingSummarySchema } from "./book";
import { cursorSchema } from "./id";
import { optionalText } from "./text";

const ratingMessage = `Rating must be a whole number from ${REVIEWS.minRating} to ${REVIEWS.maxRating}`;

/**
 * PUT /api/books/:id/reviews/mine: the shopper's stars and, optionally, a few words. Stars are whole: the average
 * a book shows is computed from per-star counts, which a half star would not fit. The text may be empty (a rating
 * alone); it keeps its line breaks, but must be well-formed Unicode without control characters.
 */
export const reviewInputSchema = z.strictObject({
  rating: z
    .number({ error: ratingMessage })
    .int(ratingMessage)
    .min(REVIEWS.minRating, ratingMessage)
    .max(REVIEWS.maxRating, ratingMessage),
  text: optionalText("Review", REVIEWS.maxText).optional().default(""),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ValidReviewInput = z.output<typeof reviewInputSchema>;

/** A review as anyone reads it: the reviewer's first name and last initial, never their email. */
export const reviewSchema = z.object({
  /** The reviewer's account id: one review per shopper and book. */
  id: z.string(),
  rating: z.number().int().min(REVIEWS.minRating).max(REVIEWS.maxRating),
  text: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The shopper's own review: also whether the admin has hidden it from the book page. */
export const myReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/books/:id/reviews/mine: the shopper's review, if any, and whether they may write one. */
export const myReviewAnswerSchema = z.object({ review: myReviewSchema.nullable(), canReview: z.boolean() });
export type MyReviewAnswer = z.infer<typeof myReviewAnswerSchema>;

type StarKey = `${(typeof REVIEW_STARS)[number]}`;

/** How many visible reviews gave each number of stars. */
// Typed by hand: inferred, the declarations `tsc -b` writes would turn the "1".."5" keys into numbers.
export const ratingHistogramSchema: z.ZodObject<Record<StarKey, z.ZodNumber>, z.core.$strip> = z.object(
  Object.fromEntries(REVIEW_STARS.map((stars) => [String(stars), z.number().int().min(0)])) as Record<
    StarKey,
    z.ZodNumber
  >,
);
export type RatingHistogram = z.infer<typeof ratingHistogramSchema>;

export const reviewListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(REVIEWS.maxLimit).optional(),
  cursor: cursorSchema.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** GET /api/books/:id/reviews: one page of visible reviews, newest first, and the book's rating with its histogram. */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
  rating: ratingSummarySchema.extend({ histogram: ratingHistogramSchema }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** PATCH /api/books/:id/reviews/:reviewId (admin): hide a review from the book page, or show it again. */
export const reviewVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: "hidden must be true or false" }),
});

/** A review as the admin's list shows it: which book, and whether it is hidden. */
export const adminReviewSchema = myReviewSchema.extend({ bookId: z.string(), bookTitle: z.string() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** GET /api/reviews/ (admin): every review, hidden ones too, most recently written first. */
export const adminReviewPageSchema = z.object({
  reviews: z.array(adminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;
