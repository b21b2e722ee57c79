import type { Book, ValidBookInput } from "@bookstore/schema";
import { notFound } from "../lib/http-error";
import * as repository from "./books.repository";

const bookNotFound = () => notFound("Book not found");

export const listBooks = () => repository.listBooks();

export const listBookPage = repository.listBookPage;

export async function getBook(id: string): Promise<Book> {
  return (await repository.findBook(id)) ?? Promise.reject(bookNotFound());
}

export const createBook = (input: ValidBookInput) => repository.insertBook(input);

/**
 * SPEC §5: an empty cover image keeps the existing one; the edit form has no author field, so an absent
 * author keeps the stored one too.
 */
export async function editBook(id: string, input: ValidBookInput): Promise<Book> {
  const updated = await repository.updateBook(id, (current) => ({
    title: input.title,
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: input.coverImage || current.coverImage,
    ...(input.author !== undefined ? { author: input.author } : {}),
  }));
  return updated ?? Promise.reject(bookNotFound());
}

export async function removeBook(id: string): Promise<Book> {
  return (await repository.deleteBook(id)) ?? Promise.reject(bookNotFound());
}
