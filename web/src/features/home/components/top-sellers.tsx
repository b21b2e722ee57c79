import type { Book } from "@bookstore/schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { BookCard } from "@/components/book-card";
import { Carousel, CAROUSEL_MIN_HEIGHT } from "@/components/carousel";
import { QueryStates } from "@/components/query-states";
import { bookPagesQueryOptions, type BookPageParams } from "@/lib/api/books";

/** product §2: the home genre list is its own (the catalog also has 'technology', which is not offered here). */
export const GENRES = ["Business", "Fiction", "Horror", "Adventure"] as const;
type Genre = (typeof GENRES)[number];

/** Four screens of three slides (the widest layout): the first screen is full and there is room to swipe. */
export const TOP_SELLERS_PAGE_SIZE = 12;

/**
 * '' is "Choose a genre": every book. Otherwise books whose category is the lowercased genre (product §2). Most
 * copies sold first, and only books in stock: a sold-out book is never shown while one in stock is.
 */
export function topSellersQuery(genre: Genre | "", inStockOnly = true): BookPageParams {
  return {
    ...(genre ? { category: genre.toLowerCase() as Lowercase<Genre> } : {}),
    ...(inStockOnly ? { inStock: "true" as const } : {}),
    sort: "bestselling",
    limit: TOP_SELLERS_PAGE_SIZE,
  };
}

export function TopSellers({ onAddToCart }: { onAddToCart: (book: Book) => void }) {
  const [genre, setGenre] = useState<Genre | "">("");
  const selectId = useId();
  // Each genre is its own paged list (and cache entry): a new genre starts again at its first page.
  const inStock = useInfiniteQuery(bookPagesQueryOptions(topSellersQuery(genre)));
  // Only when nothing of the genre is in stock: its sold-out books rather than a claim that it has none.
  const noneInStock = inStock.data?.pages[0]?.books.length === 0;
  const soldOut = useInfiniteQuery({ ...bookPagesQueryOptions(topSellersQuery(genre, false)), enabled: noneInStock });
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = noneInStock ? soldOut : inStock;
  const books = data?.pages.flatMap((page) => page.books) ?? [];
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const body = (
    <QueryStates
      query={{ isPending, isError }}
      isEmpty={books.length === 0}
      error="Error happending to load book info"
      empty="No books in this genre yet."
    >
      <Carousel
        // A new genre starts the carousel again at its first slide.
        key={genre}
        label="Top Sellers"
        items={books}
        itemKey={(book) => book._id}
        renderItem={(book) => <BookCard book={book} onAddToCart={onAddToCart} />}
        onNearEnd={loadMore}
      />
    </QueryStates>
  );

  return (
    <section aria-labelledby="top-sellers-heading" className="py-10">
      <h2 id="top-sellers-heading" className="mb-6 text-3xl font-semibold">
        Top Sellers
      </h2>
      <div className="mb-8 flex items-center">
        <label htmlFor={selectId} className="sr-only">
          Genre
        </label>
        <select
          id={selectId}
          value={genre}
          onChange={(event) => setGenre(event.target.value as Genre | "")}
          className="rounded-md border border-gray-300 bg-blackBG px-4 py-2 focus:outline-none"
        >
          <option value="">Choose a genre</option>
          {GENRES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={CAROUSEL_MIN_HEIGHT}>{body}</div>
    </section>
  );
}
