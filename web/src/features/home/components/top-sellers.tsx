import type { Book } from "@bookstore/schema";
import { useId, useState } from "react";
import { BookCard } from "@/components/book-card";
import { Carousel } from "@/components/carousel";
import { StatusMessage } from "@/components/status-message";

/** SPEC §2: the home genre list is its own (the catalog also has 'technology', which is not offered here). */
export const GENRES = ["Business", "Fiction", "Horror", "Adventure"] as const;

/** '' is "Choose a genre": every book. Otherwise books whose category is the lowercased genre. */
export function filterByGenre(books: readonly Book[], genre: string): readonly Book[] {
  if (!genre) return books;
  const category = genre.toLowerCase();
  return books.filter((book) => book.category === category);
}

export function TopSellers({ books, onAddToCart }: { books: readonly Book[]; onAddToCart: (book: Book) => void }) {
  const [genre, setGenre] = useState("");
  const selectId = useId();
  const shown = filterByGenre(books, genre);

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
          onChange={(event) => setGenre(event.target.value)}
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
      {shown.length === 0 ? (
        <StatusMessage kind="empty">No books in this genre yet.</StatusMessage>
      ) : (
        <Carousel
          // A new genre starts the carousel again at its first slide.
          key={genre}
          label="Top Sellers"
          items={shown}
          itemKey={(book) => book._id}
          renderItem={(book) => <BookCard book={book} onAddToCart={onAddToCart} />}
        />
      )}
    </section>
  );
}
