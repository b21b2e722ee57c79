import type { Book } from "@bookstore/schema";
import { BookDetailsView } from "@bookstore/views/book-details-view";
import { useQuery } from "@tanstack/react-query";
import { RouterLink } from "@/components/author-link";
import { BookActions } from "@/components/book-actions";
import { PageLoading, StatusMessage } from "@/components/status-message";
import { bookQueryOptions } from "@/lib/api/books";

/**
 * product §2 'Book detail', with its exact loading and error texts. The page itself is drawn by the shared view,
 * the same one the function's first HTML is rendered from.
 */
export function BookDetails({ id, onAddToCart }: { id: string; onAddToCart: (book: Book) => void }) {
  const { data: book, isPending, isError } = useQuery(bookQueryOptions(id));

  if (isPending) return <PageLoading />;
  if (isError) return <StatusMessage kind="error">Error happending to load book info</StatusMessage>;

  return (
    <BookDetailsView
      book={book}
      onAddToCart={() => onAddToCart(book)}
      actions={<BookActions book={book} />}
      Link={RouterLink}
    />
  );
}
