import type { Book } from "@bookstore/schema";
import { BookGridView } from "@bookstore/views/book-grid-view";
import { BookActions } from "@/components/book-actions";
import { RouterLink } from "@/components/author-link";
import { StatusMessage } from "@/components/status-message";

const renderActions = (book: Book) => <BookActions book={book} />;

/**
 * A paged list's books as cards, as the function's author page draws them (@bookstore/views), with the router's
 * links and the app's book actions. `error` says a next page failed; the books stay.
 */
export function BookGrid({
  error,
  ...props
}: {
  books: Book[];
  count: string;
  error?: string;
  onAddToCart: (book: Book) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return (
    <BookGridView
      {...props}
      Link={RouterLink}
      actions={renderActions}
      notice={error && <StatusMessage kind="error">{error}</StatusMessage>}
    />
  );
}
