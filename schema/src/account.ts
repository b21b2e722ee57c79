import { z } from "./zod";
import { WISHLIST } from "./constants";
import { bookSchema } from "./book";
import { cursorSchema } from "./id";
import { addressSchema, orderInputSchema } from "./order";

/**
 * A book on the shopper's wishlist: the book as the catalog answers it now (its stock included), when it was
 * wished, and whether it is back in stock: sold out when it was wished, in stock now.
 */
export const wishedBookSchema = bookSchema.extend({
  wishedAt: z.string(),
  backInStock: z.boolean(),
});
export type WishedBook = z.infer<typeof wishedBookSchema>;

/** GET /api/me/wishlist: newest wish first, one page. */
export const wishlistQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(WISHLIST.maxLimit).optional(),
  cursor: cursorSchema.optional(),
});
export type WishlistQuery = z.infer<typeof wishlistQuerySchema>;

export const wishlistPageSchema = z.object({ books: z.array(wishedBookSchema), nextCursor: z.string().nullable() });
export type WishlistPage = z.infer<typeof wishlistPageSchema>;

/**
 * GET /api/me/wishlist/summary: every wished book's id, newest first (the hearts on cards), and those back in
 * stock (the account menu's count): one small answer instead of every page.
 */
export const wishlistSummarySchema = z.object({
  bookIds: z.array(z.string()),
  backInStock: z.array(z.string()),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

/**
 * A saved address: exactly an order's address, with whom it ships to (name and phone, when saved with them), under
 * an id the client chose, and when an order last used it.
 */
export const savedAddressSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  phone: z.string().optional(),
  street: z.string().optional(),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zipcode: z.string(),
  /** The last order shipped to it, or null when none has been. */
  lastUsedAt: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * PUT /api/me/addresses/:id: the same validation as an order's address, name and phone, so a saved one is always
 * orderable. Name and phone are optional: an address saved without them fills only the address.
 */
export const savedAddressInputSchema = addressSchema.extend({
  name: orderInputSchema.shape.name.optional(),
  phone: orderInputSchema.shape.phone.optional(),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

/** GET /api/me/addresses: the last used first (a never used one counts from when it was saved). */
export const savedAddressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;
