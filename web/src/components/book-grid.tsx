import type { Book } from "@bookstore/schema";
import { BookCard } from "@/components/book-card";
import { LoadMoreButton } from "@/components/load-more-button";
import { StatusMessage } from "@/components/status-message";

/**
 * A paged list's books as cards (one column on phones, two from md, three from xl): its count, announced as it
 * changes, and 'Load more' while there is a next page. `error` says a next page failed; the books stay.
 */
export function BookGrid({
  books,
  count,
  error,
  onAddToCart,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  books: Book[];
  count: string;
  error?: string;
  onAddToCart: (book: Book) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return (
    <>
      {/* The count heads the list (its cards' titles are the level below), and is announced as it changes. */}
      <div role="status" className="mb-6">
        <h2 className="text-gray-600">{count}</h2>
      </div>
      <ul className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
        {books.map((book) => (
          <li key={book._id}>
            <BookCard book={book} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
      {error && <StatusMessage kind="error">{error}</StatusMessage>}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        className="btn btn-brand mt-10 px-8"
      />
    </>
  );
}
