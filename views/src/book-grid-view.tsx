import type { Book } from "@bookstore/schema";
import type { ReactNode } from "react";
import { BookCard } from "./book-card";
import { PlainLink, type StoreLink } from "./link";
import { LoadMoreButton } from "./load-more-button";

interface BookGridViewProps {
  books: Book[];
  /** "12 books": heads the list. */
  count: string;
  onAddToCart?: (book: Book) => void;
  /** What else a shopper can do with each book (the app's wishlist heart); nothing on the function's page. */
  actions?: (book: Book) => ReactNode;
  Link?: StoreLink;
  /** Under the list: the app's notice that a next page failed. */
  notice?: ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/**
 * A paged list's books as cards (one column on phones, two from md, three from xl): its count, announced as it
 * changes, and 'Load more' while there is a next page. The app draws its lists with it, and the function an author
 * page's first page, so the app takes that page over drawing exactly what is there.
 */
export function BookGridView({
  books,
  count,
  onAddToCart = () => {},
  actions,
  Link = PlainLink,
  notice,
  hasNextPage,
  isFetchingNextPage = false,
  fetchNextPage = () => {},
}: BookGridViewProps) {
  return (
    <>
      {/* The count heads the list (its cards' titles are the level below), and is announced as it changes. */}
      <div role="status" className="mb-6">
        <h2 className="text-gray-600">{count}</h2>
      </div>
      <ul className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
        {books.map((book) => (
          <li key={book._id}>
            <BookCard book={book} onAddToCart={onAddToCart} actions={actions?.(book)} Link={Link} />
          </li>
        ))}
      </ul>
      {notice}
      <LoadMoreButton
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        className="btn btn-brand mt-10 px-8"
      />
    </>
  );
}
