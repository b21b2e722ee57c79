import type { Book, BookListQuery, BookPage, ValidBookInput } from "@bookstore/schema";
import { notFound } from "../lib/http-error";
import * as repository from "./books.repository";
import { catalogVersion } from "./catalog-version";
import { createPageCache } from "./page-cache";

const bookNotFound = () => notFound("Book not found");

export const listBooks = () => repository.listBooks();

const pageCache = createPageCache(catalogVersion);

export const listBookPage = (query: BookListQuery): Promise<BookPage> =>
  pageCache.get(query, () => repository.listBookPage(query));

/** Runs an admin write, then drops this instance's cached pages (the catalog version has moved on anyway). */
async function changingCatalog<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    pageCache.clear();
  }
}

export async function getBook(id: string): Promise<Book> {
  return (await repository.findBook(id)) ?? Promise.reject(bookNotFound());
}

export const createBook = (input: ValidBookInput) => changingCatalog(repository.insertBook(input));

/**
 * SPEC §5: an empty cover image keeps the existing one; the edit form has no author field, so an absent
 * author keeps the stored one too.
 */
export async function editBook(id: string, input: ValidBookInput): Promise<Book> {
  const updated = await changingCatalog(repository.updateBook(id, (current) => ({
    title: input.title,
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: input.coverImage || current.coverImage,
    ...(input.author !== undefined ? { author: input.author } : {}),
  })));
  return updated ?? Promise.reject(bookNotFound());
}

export async function removeBook(id: string): Promise<Book> {
  return (await changingCatalog(repository.deleteBook(id))) ?? Promise.reject(bookNotFound());
}
