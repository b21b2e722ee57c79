import type { Book, BookListQuery, BookPage, ValidBookInput } from "@bookstore/schema";
import { notFound } from "../lib/http-error";
import type * as booksRepository from "./books.repository";
import { catalogVersion } from "./catalog-version";
import { createPageCache } from "./page-cache";

export type BooksRepository = Pick<
  typeof booksRepository,
  "listBooks" | "listBookPage" | "findBook" | "insertBook" | "updateBook" | "deleteBook"
>;

const bookNotFound = () => notFound("Book not found");

export function createBooksService(repository: BooksRepository, pageCache = createPageCache(catalogVersion)) {
  /** Runs an admin write, then drops this instance's cached pages (the catalog version has moved on anyway). */
  async function changingCatalog<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      pageCache.clear();
    }
  }

  return {
    listBooks: () => repository.listBooks(),

    listBookPage: (query: BookListQuery): Promise<BookPage> =>
      pageCache.get(query, () => repository.listBookPage(query)),

    async getBook(id: string): Promise<Book> {
      return (await repository.findBook(id)) ?? Promise.reject(bookNotFound());
    },

    createBook: (input: ValidBookInput) => changingCatalog(repository.insertBook(input)),

    /**
     * Product §5: an empty cover image keeps the existing one; an absent author or stock (older clients) keeps
     * the stored one too.
     */
    async editBook(id: string, input: ValidBookInput): Promise<Book> {
      const updated = await changingCatalog(
        repository.updateBook(id, (current) => ({
          title: input.title,
          description: input.description,
          category: input.category,
          trending: input.trending,
          oldPrice: input.oldPrice,
          newPrice: input.newPrice,
          coverImage: input.coverImage || current.coverImage,
          ...(input.author !== undefined ? { author: input.author } : {}),
          ...(input.stock !== undefined ? { stock: input.stock } : {}),
        })),
      );
      return updated ?? Promise.reject(bookNotFound());
    },

    async removeBook(id: string): Promise<Book> {
      return (await changingCatalog(repository.deleteBook(id))) ?? Promise.reject(bookNotFound());
    },
  };
}
export type BooksService = ReturnType<typeof createBooksService>;
