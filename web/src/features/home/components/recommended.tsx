import type { Book } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { BookCard } from "@/components/book-card";
import { Carousel } from "@/components/carousel";
import { StatusMessage } from "@/components/status-message";
import { bookPageQueryOptions, type BookPageParams } from "@/lib/api/books";

/**
 * product §9: 'Recommended for you' is positions 8 to 17 of the full list, one page of 10, ranked as Top Sellers
 * ranks it (in stock, most copies sold first): the shop's sales choose them, not the newest import.
 */
export const RECOMMENDED_QUERY: BookPageParams = { inStock: "true", sort: "bestselling", offset: 8, limit: 10 };

export function Recommended({ onAddToCart }: { onAddToCart: (book: Book) => void }) {
  const { data, isError } = useQuery(bookPageQueryOptions(RECOMMENDED_QUERY));
  // Below the fold and secondary: while loading it takes no space (Top Sellers already says 'Loading...'), and a
  // small catalog with nothing past position 8 shows no heading over an empty gap.
  if (!isError && !data?.books.length) return null;
  return (
    <section aria-labelledby="recommended-heading" className="py-16">
      <h2 id="recommended-heading" className="mb-6 text-3xl font-semibold">
        Recommended for you
      </h2>
      {data ? (
        <Carousel
          label="Recommended for you"
          items={data.books}
          itemKey={(book) => book._id}
          renderItem={(book) => <BookCard book={book} onAddToCart={onAddToCart} />}
        />
      ) : (
        <StatusMessage kind="error">Error happending to load book info</StatusMessage>
      )}
    </section>
  );
}
