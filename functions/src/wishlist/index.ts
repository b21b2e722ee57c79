// The wishlist's face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createWishersRepository } from "./wishers.repository";
export { createWishlistRepository } from "./wishlist.repository";
export { createWishlistRouter } from "./wishlist.router";
export { createWishlistService } from "./wishlist.service";
