import type { Book } from "@bookstore/schema";
import { BookCard } from "@/components/book-card";
import { StatusMessage } from "@/components/status-message";
import { useBookSearch } from "@/features/search/api/use-book-search";

/** The full result list behind the header search's Enter (/search?q=…). */
export function SearchResults({ query, onAddToCart }: { query: string; onAddToCart: (book: Book) => void }) {
  const { data: matches, isPending, isError } = useBookSearch(query);
  const trimmed = query.trim();

  let body;
  if (!trimmed) body = <StatusMessage kind="empty">Type a title, author or category in the search box.</StatusMessage>;
  else if (isPending) body = <StatusMessage kind="loading">Loading...</StatusMessage>;
  else if (isError) body = <StatusMessage kind="error">Error happending to load book info</StatusMessage>;
  else if (matches.length === 0) body = <StatusMessage kind="empty">No books match “{trimmed}”.</StatusMessage>;
  else {
    body = (
      <>
        <p role="status" className="mb-6 text-gray-600">
          {matches.length} {matches.length === 1 ? "book" : "books"} found
        </p>
        <ul className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
          {matches.map((book) => (
            <li key={book._id}>
              <BookCard book={book} onAddToCart={onAddToCart} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-4 text-2xl font-semibold">
        {trimmed ? `Search results for “${trimmed}”` : "Search"}
      </h1>
      {body}
    </section>
  );
}
