import type { ZodOpenApiPathsObject } from "zod-openapi";
import { accountExportSchema } from "../../account-export";
import {
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
  wishedBookSchema,
  wishlistPageSchema,
  wishlistQuerySchema,
  wishlistSummarySchema,
} from "../../account";
import { documentIdSchema } from "../../id";
import { z } from "../../zod";
import { asShopper, commonErrors, error, forbidden, json, unauthenticated } from "../responses";

const bookId = { path: z.object({ bookId: documentIdSchema }) };
const addressId = { path: z.object({ id: documentIdSchema }) };
const shopperErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
const removed = { description: "Removed, or was not there: the same answer either way." };

/** The signed-in shopper's own account: their data as one file, the account's deletion, their lists. */
export const accountPaths: ZodOpenApiPathsObject = {
  "/api/me": {
    delete: {
      summary: "Delete the shopper's account",
      description:
        "Needs a sign-in from the last 5 minutes (the ID token's `auth_time`), else 401 `reauth-required`. Deletes " +
        "the wishlist, the saved addresses, the shopper's reviews (each book's rating recomputed), the newsletter " +
        "subscription of a verified address, and the sign-in account. Orders are kept for the shop's accounts, " +
        "no longer tied to the account. A guest is refused with 403 `guest-not-allowed`.",
      operationId: "deleteAccount",
      security: asShopper,
      responses: {
        "204": { description: "The account is deleted." },
        ...shopperErrors,
        "401": error("No valid token, or a sign-in older than 5 minutes (reauth-required)."),
        "404": error("The account is already deleted."),
      },
    },
  },
  "/api/me/export": {
    get: {
      summary: "Everything the store keeps about the shopper, as one JSON file",
      description:
        "Profile, orders (placed under the account, and those placed with its address once verified), reviews, " +
        "wishlist, saved addresses and newsletter subscription. Sent as an attachment named " +
        "`bookstore-data-YYYY-MM-DD.json`. A guest is refused with 403 `guest-not-allowed`.",
      operationId: "exportAccount",
      security: asShopper,
      responses: {
        "200": {
          ...json("The shopper's data.", accountExportSchema),
          headers: {
            "Content-Disposition": {
              description: 'attachment; filename="bookstore-data-YYYY-MM-DD.json"',
              schema: { type: "string" as const },
            },
          },
        },
        ...shopperErrors,
        "404": error("The account no longer exists."),
      },
    },
  },
  "/api/me/wishlist": {
    get: {
      summary: "The shopper's wishlist, newest wish first, one page, each book with its stock now",
      operationId: "listWishlist",
      security: asShopper,
      requestParams: { query: wishlistQuerySchema },
      responses: { "200": json("One page of wished books.", wishlistPageSchema), ...shopperErrors },
    },
  },
  "/api/me/wishlist/summary": {
    get: {
      summary: "Every wished book's id, and those back in stock",
      operationId: "getWishlistSummary",
      security: asShopper,
      responses: { "200": json("The wishlist's ids.", wishlistSummarySchema), ...shopperErrors },
    },
  },
  "/api/me/wishlist/{bookId}": {
    put: {
      summary: "Add a book to the wishlist (idempotent)",
      operationId: "wishBook",
      security: asShopper,
      requestParams: bookId,
      responses: {
        "201": json("The book, added.", wishedBookSchema),
        "200": json("The book was already on the wishlist: unchanged.", wishedBookSchema),
        ...shopperErrors,
        "404": error("No such book."),
        "409": error("The wishlist already holds the most books it may (wishlist-full)."),
      },
    },
    delete: {
      summary: "Take a book off the wishlist",
      operationId: "unwishBook",
      security: asShopper,
      requestParams: bookId,
      responses: { "204": removed, ...shopperErrors },
    },
  },
  "/api/me/addresses": {
    get: {
      summary: "The shopper's saved addresses, the last used first",
      operationId: "listAddresses",
      security: asShopper,
      responses: { "200": json("The saved addresses.", savedAddressListSchema), ...shopperErrors },
    },
  },
  "/api/me/addresses/{id}": {
    put: {
      summary: "Save an address under an id the client chose, or replace the one saved under it",
      operationId: "saveAddress",
      security: asShopper,
      requestParams: addressId,
      requestBody: { content: { "application/json": { schema: savedAddressInputSchema } } },
      responses: {
        "201": json("The address, saved.", savedAddressSchema),
        "200": json("The address, replaced.", savedAddressSchema),
        ...shopperErrors,
        "409": error("The shopper already keeps the most addresses they may (address-limit)."),
      },
    },
    delete: {
      summary: "Delete a saved address",
      operationId: "deleteAddress",
      security: asShopper,
      requestParams: addressId,
      responses: { "204": removed, ...shopperErrors },
    },
  },
};
