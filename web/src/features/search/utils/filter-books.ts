import type { Book } from "@bookstore/schema";

/**
 * Books whose title, author or category contains the query, case-insensitively. Title matches come first
 * (those starting with the query before the rest), then author, then category; ties keep the list's
 * newest-first order. An empty query matches nothing: the search box shows no list until something is typed.
 */
export function filterBooks(books: readonly Book[], query: string): Book[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];

  const rank = (book: Book): number => {
    const title = book.title.toLocaleLowerCase();
    if (title.startsWith(needle)) return 0;
    if (title.includes(needle)) return 1;
    if ((book.author ?? "").toLocaleLowerCase().includes(needle)) return 2;
    if (book.category.includes(needle)) return 3;
    return -1;
  };

  return books
    .map((book, index) => ({ book, index, score: rank(book) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((entry) => entry.book);
}
