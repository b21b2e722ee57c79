import type { Book } from "@bookstore/schema";
import { BookCard } from "@/components/book-card";

/** A page's books as a list of cards: one column on phones, two from md, three from xl. */
export function BookGrid({ books, onAddToCart }: { books: Book[]; onAddToCart: (book: Book) => void }) {
  return (
    <ul className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
      {books.map((book) => (
        <li key={book._id}>
          <BookCard book={book} onAddToCart={onAddToCart} />
        </li>
      ))}
    </ul>
  );
}
