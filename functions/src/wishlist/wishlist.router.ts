import { documentIdSchema, wishlistQuerySchema } from "@bookstore/schema";
import { Router } from "express";
import { currentShopper } from "../auth/require-user";
import { parseQuery, validateParam } from "../lib/validate";
import type { WishlistService } from "./wishlist.service";

const validBookId = validateParam("bookId", documentIdSchema, "book id");

/** The signed-in shopper's wishlist, mounted at /api/me/wishlist behind the shopper check (app.ts). */
export function createWishlistRouter(wishlist: WishlistService) {
  const router = Router();

  // GET /api/me/wishlist?cursor=&limit= — one page of wished books, newest wish first, each with its stock now.
  router.get("/", async (req, res) => {
    res.json(await wishlist.listPage(currentShopper(res), parseQuery(wishlistQuerySchema, req.query)));
  });

  // GET /api/me/wishlist/summary — every wished id, and those back in stock.
  router.get("/summary", async (_req, res) => {
    res.json(await wishlist.summary(currentShopper(res)));
  });

  // PUT /api/me/wishlist/:bookId — add a book; 201 the first time, 200 when it is already there.
  router.put("/:bookId", validBookId, async (req, res) => {
    const { book, added } = await wishlist.add(currentShopper(res), req.params.bookId as string);
    res.status(added ? 201 : 200).json(book);
  });

  // DELETE /api/me/wishlist/:bookId — take a book off; 204 whether or not it was there.
  router.delete("/:bookId", validBookId, async (req, res) => {
    await wishlist.remove(currentShopper(res), req.params.bookId as string);
    res.status(204).end();
  });

  return router;
}
