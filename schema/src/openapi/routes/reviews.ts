import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentIdSchema } from "../../id";
import {
  adminReviewPageSchema,
  adminReviewSchema,
  myReviewAnswerSchema,
  myReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewVisibilitySchema,
} from "../../review";
import { z } from "../../zod";
import {
  asAdmin,
  asShopper,
  commonErrors,
  error,
  forbidden,
  json,
  notFound,
  notModified,
  unauthenticated,
} from "../responses";

const bookId = { path: z.object({ id: documentIdSchema }) };
const signedInErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
const conflict = error("Too many simultaneous changes to this book's reviews: retry shortly.");

/** A book's reviews (decision 013): anyone reads them, buyers write their own, the admin hides or shows them. */
export const reviewsPaths: ZodOpenApiPathsObject = {
  "/api/books/{id}/reviews": {
    get: {
      summary: "A book's visible reviews, newest first, one page, with its rating",
      operationId: "listReviews",
      security: [],
      requestParams: { ...bookId, query: reviewListQuerySchema },
      responses: {
        "200": json("One page of reviews and the book's rating with its per-star counts.", reviewPageSchema),
        ...notModified,
        ...commonErrors,
        "404": notFound("book"),
      },
    },
  },
  "/api/books/{id}/reviews/mine": {
    get: {
      summary: "The signed-in shopper's review of a book, and whether they may write one",
      operationId: "getMyReview",
      security: asShopper,
      requestParams: bookId,
      responses: {
        "200": json("The shopper's review (null when none) and whether they received the book.", myReviewAnswerSchema),
        ...signedInErrors,
        "404": notFound("book"),
      },
    },
    put: {
      summary: "Write or edit the shopper's review of a book they received",
      operationId: "writeMyReview",
      security: asShopper,
      requestParams: bookId,
      requestBody: { content: { "application/json": { schema: reviewInputSchema } } },
      responses: {
        "201": json("The review, written.", myReviewSchema),
        "200": json("The review, edited.", myReviewSchema),
        ...signedInErrors,
        "403": error("Not a buyer (not-a-buyer): no delivered order of the shopper holds the book; or a bad token."),
        "404": notFound("book"),
        "409": conflict,
      },
    },
    delete: {
      summary: "Remove the shopper's review of a book",
      operationId: "deleteMyReview",
      security: asShopper,
      requestParams: bookId,
      responses: {
        "204": { description: "Removed." },
        ...signedInErrors,
        "404": notFound("book or review"),
        "409": conflict,
      },
    },
  },
  "/api/books/{id}/reviews/{reviewId}": {
    patch: {
      summary: "Hide a review from the book page and its rating, or show it again",
      operationId: "setReviewHidden",
      security: asAdmin,
      requestParams: { path: z.object({ id: documentIdSchema, reviewId: documentIdSchema }) },
      requestBody: { content: { "application/json": { schema: reviewVisibilitySchema } } },
      responses: {
        "200": json("The review as it is now.", adminReviewSchema),
        ...signedInErrors,
        "404": notFound("book or review"),
        "409": conflict,
      },
    },
  },
  "/api/reviews": {
    get: {
      summary: "Every review, hidden ones too, most recently written first, one page",
      operationId: "listRecentReviews",
      security: asAdmin,
      requestParams: { query: reviewListQuerySchema },
      responses: { "200": json("One page of reviews.", adminReviewPageSchema), ...signedInErrors },
    },
  },
};
