import type { Book } from "@bookstore/schema";
import { BookCard as BookCardView } from "@bookstore/views/book-card";
import { BookActions } from "@/components/book-actions";
import { RouterLink } from "@/components/author-link";

/**
 * A book in a list (product §2 'Book card'), drawn by @bookstore/views as the function's pages draw it, with the
 * router's links and the app's book actions. What "Add to Cart" does is the caller's.
 */
export function BookCard({ book, onAddToCart }: { book: Book; onAddToCart: (book: Book) => void }) {
  return <BookCardView book={book} onAddToCart={onAddToCart} actions={<BookActions book={book} />} Link={RouterLink} />;
}
