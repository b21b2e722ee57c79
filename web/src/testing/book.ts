import type { Book, BookPage } from "@bookstore/schema";

export const sampleBook: Book = {
  _id: "b1",
  title: "The Silent Shore",
  author: "Mara Quill",
  description: "A quiet novel.",
  category: "fiction",
  trending: true,
  oldPrice: 29.99,
  newPrice: 19.99,
  coverImage: "https://example.com/shore.png",
  stock: 12,
  createdAt: "2025-03-01T10:00:00.000Z",
};

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
