// The wishlist's face: what the composition root and other features may import (never the feature's own files).
export { createWishersRepository } from "./wishers.repository";
export { createWishlistRepository } from "./wishlist.repository";
export { createWishlistRouter } from "./wishlist.router";
export { createWishlistService } from "./wishlist.service";
