// The reviews' face: what the composition root and other features may import (never the feature's own files).
export { createReviewsRepository } from "./reviews.repository";
export { createReviewsRouter } from "./reviews.router";
export { createReviewsService } from "./reviews.service";
