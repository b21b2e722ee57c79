import type { Book, BookPage, ValidBookEdit, ValidBookInput, ValidBookListQuery } from "@bookstore/schema";
import type { Actor } from "../lib/activity-log";
import { notFound } from "../lib/http-error";
import { editOf } from "./book-edit";
import type { BooksRepository } from "./books.repository";
import { createVersionedCache } from "../lib/versioned-cache";

const bookNotFound = () => notFound("Book not found");

export function createBooksService(
  repository: Pick<
    BooksRepository,
    "listBooks" | "listBookPage" | "findBook" | "insertBook" | "updateBook" | "deleteBook"
  >,
  catalogVersion: () => Promise<string | undefined>,
  pageCache = createVersionedCache<ValidBookListQuery, BookPage>(catalogVersion),
) {
  /** Runs an admin write, then drops this instance's cached pages (the catalog version has moved on anyway). */
  async function changingCatalog<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      pageCache.clear();
    }
  }

  return {
    /** For other catalog writers (the CSV import): their writes clear this instance's pages too. */
    changingCatalog,

    listBooks: () => repository.listBooks(),

    listBookPage: (query: ValidBookListQuery): Promise<BookPage> =>
      pageCache.get(query, () => repository.listBookPage(query)),

    async getBook(id: string): Promise<Book> {
      return (await repository.findBook(id)) ?? Promise.reject(bookNotFound());
    },

    createBook: (actor: Actor, input: ValidBookInput) => changingCatalog(repository.insertBook(input, actor)),

    async editBook(actor: Actor, id: string, input: ValidBookEdit): Promise<Book> {
      const updated = await changingCatalog(repository.updateBook(id, (current) => editOf(input, current), actor));
      return updated ?? Promise.reject(bookNotFound());
    },

    async removeBook(actor: Actor, id: string): Promise<Book> {
      return (await changingCatalog(repository.deleteBook(id, actor))) ?? Promise.reject(bookNotFound());
    },
  };
}
export type BooksService = ReturnType<typeof createBooksService>;
