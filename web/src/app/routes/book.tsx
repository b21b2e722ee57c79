import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { BookDetails } from "@/features/books/components/book-details";
import { BookMeta } from "@/features/books/components/book-meta";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { BookReviews } from "@/features/reviews/components/book-reviews";
import { bookQueryOptions } from "@/lib/api/books";

export function Component() {
  const { id = "" } = useParams();
  const addToCart = useAddToCart();
  const uid = useAuthStore((state) => state.user?.uid ?? null);
  // The reviews follow the book once it is shown: an unknown book has none to list.
  const bookShown = useQuery(bookQueryOptions(id)).isSuccess;
  return (
    <>
      <BookMeta id={id} />
      <BookDetails id={id} onAddToCart={addToCart} />
      {bookShown && <BookReviews key={id} bookId={id} uid={uid} />}
    </>
  );
}
