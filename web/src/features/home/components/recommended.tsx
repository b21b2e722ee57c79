import type { Book } from "@bookstore/schema";
import { BookCard } from "@/components/book-card";
import { Carousel } from "@/components/carousel";

/** SPEC §9: 'Recommended for you' is positions 8 to 17 of the full list (newest first). */
export const recommendedBooks = (books: readonly Book[]) => books.slice(8, 18);

export function Recommended({ books, onAddToCart }: { books: readonly Book[]; onAddToCart: (book: Book) => void }) {
  const recommended = recommendedBooks(books);
  // A small catalog has nothing past position 8: an empty carousel would only be a heading over a gap.
  if (recommended.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading" className="py-16">
      <h2 id="recommended-heading" className="mb-6 text-3xl font-semibold">
        Recommended for you
      </h2>
      <Carousel
        label="Recommended for you"
        items={recommended}
        itemKey={(book) => book._id}
        renderItem={(book) => <BookCard book={book} onAddToCart={onAddToCart} />}
      />
    </section>
  );
}
