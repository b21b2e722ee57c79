import type { Book, WishedBook, WishlistPage, WishlistQuery, WishlistSummary } from "@bookstore/schema";
import { WISHLIST } from "@bookstore/schema";
import type { Shopper } from "../auth/require-user";
import { conflict, notFound } from "../lib/http-error";
import type { Wish, WishlistRepository } from "./wishlist.repository";

export interface WishlistServiceDeps extends Pick<
  WishlistRepository,
  "addWish" | "removeWishes" | "listWishPage" | "listAllWishes"
> {
  /** The books with these ids that exist, as the catalog answers them now. */
  findBooks(ids: readonly string[]): Promise<Book[]>;
}

export const toWishedBook = (book: Book, wish: Wish): WishedBook => ({
  ...book,
  wishedAt: wish.addedAt.toISOString(),
  backInStock: wish.soldOutWhenWished && book.stock > 0,
});

export function createWishlistService(deps: WishlistServiceDeps, max: number = WISHLIST.maxBooks) {
  /** The books of these wishes that still exist; wishes of books deleted since are taken off the list. */
  async function booksOf(shopper: Shopper, wishes: readonly Wish[]): Promise<Map<string, Book>> {
    const books = new Map((await deps.findBooks(wishes.map((wish) => wish.bookId))).map((book) => [book._id, book]));
    const gone = wishes.filter((wish) => !books.has(wish.bookId)).map((wish) => wish.bookId);
    await deps.removeWishes(shopper.uid, gone);
    return books;
  }

  return {
    async listPage(shopper: Shopper, query: WishlistQuery): Promise<WishlistPage> {
      const limit = query.limit ?? WISHLIST.defaultLimit;
      const { wishes, nextCursor } = await deps.listWishPage(shopper.uid, { limit, cursor: query.cursor });
      const books = await booksOf(shopper, wishes);
      const listed = wishes.flatMap((wish) => {
        const book = books.get(wish.bookId);
        return book ? [toWishedBook(book, wish)] : [];
      });
      return { books: listed, nextCursor };
    },

    /** Every wished id, and which of the books sold out when wished have copies again. */
    async summary(shopper: Shopper): Promise<WishlistSummary> {
      const wishes = await deps.listAllWishes(shopper.uid);
      const watched = wishes.filter((wish) => wish.soldOutWhenWished);
      const books = watched.length ? await booksOf(shopper, watched) : new Map<string, Book>();
      return {
        bookIds: wishes.filter((wish) => !wish.soldOutWhenWished || books.has(wish.bookId)).map((w) => w.bookId),
        backInStock: watched.filter((wish) => (books.get(wish.bookId)?.stock ?? 0) > 0).map((w) => w.bookId),
      };
    },

    /** Adds a book (once: a second add changes nothing); 404 for a book the catalog does not have. */
    async add(shopper: Shopper, bookId: string): Promise<{ book: WishedBook; added: boolean }> {
      const [book] = await deps.findBooks([bookId]);
      if (!book) throw notFound("Book not found");
      const result = await deps.addWish(shopper.uid, bookId, book.stock <= 0, max);
      if (result.kind === "full") {
        throw conflict(
          "wishlist-full",
          `Your wishlist already holds ${max} books, the most it may. Remove one to add another.`,
        );
      }
      return { book: toWishedBook(book, result.wish), added: result.kind === "added" };
    },

    remove: (shopper: Shopper, bookId: string) => deps.removeWishes(shopper.uid, [bookId]),
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
