import type { Book, BookPage } from "@bookstore/schema";
import { sampleBook } from "@bookstore/schema/sample-book";

export { sampleBook };

/** A distinct book per id, titled "Book {id}" unless told otherwise. */
export const makeBook = (_id: string, fields: Partial<Book> = {}): Book => ({
  ...sampleBook,
  _id,
  title: `Book ${_id}`,
  ...fields,
});

/** `count` books with ids `{prefix}{from}`, `{prefix}{from + 1}`, ... */
export const makeBooks = (count: number, prefix = "b", from = 1): Book[] =>
  Array.from({ length: count }, (_, index) => makeBook(`${prefix}${from + index}`));

/** One page as GET /api/books/?limit=… answers it. */
export const bookPage = (books: Book[], nextCursor: string | null = null): BookPage => ({ books, nextCursor });
