import { z } from "./zod";
import { savedAddressSchema } from "./account";
import { orderSchema } from "./order";
import { myReviewSchema } from "./review";

/** Who the shopper is to the store: their account's id, its address, whether that address is proven, since when. */
export const accountProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** Only a verified address opens the orders placed with it elsewhere (a guest's, another account's). */
  emailVerified: z.boolean(),
  /** When the account was created (ISO 8601); null when the sign-in system does not say. */
  createdAt: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** A review the shopper wrote, with the book it is of (the book's title as it was when last written). */
export const exportedReviewSchema = myReviewSchema.extend({ bookId: z.string(), bookTitle: z.string() });
export type ExportedReview = z.infer<typeof exportedReviewSchema>;

/** A wished book: its id and when it was wished (the book itself is the catalog's, not the shopper's data). */
export const exportedWishSchema = z.object({ bookId: z.string(), wishedAt: z.string() });
export type ExportedWish = z.infer<typeof exportedWishSchema>;

/**
 * GET /api/me/export: everything the store keeps about the signed-in shopper, as one JSON file. Orders are those
 * `GET /api/orders/mine` lists (placed under the account, and, once the address is verified, placed with it);
 * the newsletter's subscription is told only for a verified address, like everything else found by address.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: accountProfileSchema,
  orders: z.array(orderSchema),
  reviews: z.array(exportedReviewSchema),
  wishlist: z.array(exportedWishSchema),
  addresses: z.array(savedAddressSchema),
  newsletter: z.object({ subscribed: z.boolean() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
