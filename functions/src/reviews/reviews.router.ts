import { documentIdSchema, reviewInputSchema, reviewListQuerySchema, reviewVisibilitySchema } from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { currentShopper, requireSignedInShopper } from "../auth/require-user";
import { parseQuery, validateBody, validateParam } from "../lib/validate";
import type { ReviewsService } from "./reviews.service";

const validBookId = validateParam("id", documentIdSchema, "book id");
const validReviewId = validateParam("reviewId", documentIdSchema, "review id");

// Like the catalog: public, briefly cacheable, revalidated with the ETag (the SPA always revalidates).
const publicReviews = "public, max-age=30, stale-while-revalidate=30";

/** Mounted at /api: a book's reviews under its address, and the admin's list of every review. */
export function createReviewsRouter(reviews: ReviewsService) {
  const router = Router();

  // GET /api/books/:id/reviews?cursor=&limit= — the book's visible reviews, newest first, and its rating.
  router.get("/books/:id/reviews", validBookId, async (req, res) => {
    const page = await reviews.listReviews(req.params.id as string, parseQuery(reviewListQuerySchema, req.query));
    res.set("Cache-Control", publicReviews).json(page);
  });

  // GET /api/books/:id/reviews/mine — the signed-in shopper's review of the book, and whether they may write one.
  router.get("/books/:id/reviews/mine", requireSignedInShopper, validBookId, async (req, res) => {
    res.json(await reviews.myReview(currentShopper(res), req.params.id as string));
  });

  // PUT /api/books/:id/reviews/mine — write or edit it: 201 the first time, 200 after; 403 not-a-buyer.
  router.put(
    "/books/:id/reviews/mine",
    requireSignedInShopper,
    validBookId,
    validateBody(reviewInputSchema),
    async (req, res) => {
      const { created, review } = await reviews.writeReview(currentShopper(res), req.params.id as string, req.body);
      res.status(created ? 201 : 200).json(review);
    },
  );

  // DELETE /api/books/:id/reviews/mine — remove it.
  router.delete("/books/:id/reviews/mine", requireSignedInShopper, validBookId, async (req, res) => {
    await reviews.deleteReview(currentShopper(res), req.params.id as string);
    res.status(204).end();
  });

  // PATCH /api/books/:id/reviews/:reviewId — the admin hides a review or shows it again.
  router.patch(
    "/books/:id/reviews/:reviewId",
    requirePermission("reviews"),
    validBookId,
    validReviewId,
    validateBody(reviewVisibilitySchema),
    async (req, res) => {
      res.json(
        await reviews.setHidden(
          currentActor(res),
          req.params.id as string,
          req.params.reviewId as string,
          req.body.hidden,
        ),
      );
    },
  );

  // GET /api/reviews/?cursor=&limit= — the admin's list: every review, most recently written first.
  router.get("/reviews", requirePermission("reviews"), async (req, res) => {
    res.json(await reviews.listRecent(parseQuery(reviewListQuerySchema, req.query)));
  });

  return router;
}
