import type { Book } from "@bookstore/schema";
import { BookCard } from "@/components/book-card";
import { LoadMoreButton } from "@/components/load-more-button";
import { StatusMessage } from "@/components/status-message";
import { useBookSearchResults } from "@/features/search/api/use-book-search";

/** The full result list behind the header search's Enter (/search?q=…), a page at a time. */
export function SearchResults({ query, onAddToCart }: { query: string; onAddToCart: (book: Book) => void }) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useBookSearchResults(query);
  const matches = data?.pages.flatMap((page) => page.books) ?? [];
  const trimmed = query.trim();

  let body;
  if (!trimmed) body = <StatusMessage kind="empty">Type a title, author or category in the search box.</StatusMessage>;
  else if (isPending) body = <StatusMessage kind="loading">Loading...</StatusMessage>;
  else if (isError && matches.length === 0) {
    body = <StatusMessage kind="error">Error happending to load book info</StatusMessage>;
  } else if (matches.length === 0 && !hasNextPage) {
    body = <StatusMessage kind="empty">No books match “{trimmed}”.</StatusMessage>;
  } else {
    const found = `${matches.length} ${matches.length === 1 ? "book" : "books"} found`;
    body = (
      <>
        {/* The count heads the list (its cards' titles are the level below), and is announced as it changes. */}
        <div role="status" className="mb-6">
          <h2 className="text-gray-600">
            {/* The total is not known until the last page: the count says what is shown so far. */}
            {hasNextPage ? `${found} so far` : found}
          </h2>
        </div>
        <ul className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
          {matches.map((book) => (
            <li key={book._id}>
              <BookCard book={book} onAddToCart={onAddToCart} />
            </li>
          ))}
        </ul>
        {isError && <StatusMessage kind="error">Error happending to load book info</StatusMessage>}
        <LoadMoreButton
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          className="mt-10 rounded-md bg-primary px-8 py-2 font-semibold text-secondary"
        />
      </>
    );
  }

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-4 text-2xl font-semibold wrap-anywhere">
        {trimmed ? `Search results for “${trimmed}”` : "Search"}
      </h1>
      {body}
    </section>
  );
}
