// The reviews' face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createReviewsRepository } from "./reviews.repository";
export { createReviewsRouter } from "./reviews.router";
export { createReviewsService } from "./reviews.service";
