import type { Book, WishedBook } from "@bookstore/schema";
import { stockNotice } from "@bookstore/schema/constants";
import { useId } from "react";
import { Link } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { BookCover } from "@bookstore/views/book-cover";
import { LoadMoreButton } from "@bookstore/views/load-more-button";
import { StatusMessage } from "@/components/status-message";
import { useWishlistPages } from "@/features/wishlist/api/get-wishlist";
import { useSetWished } from "@/features/wishlist/api/wishlist";
import { formatPrice } from "@/lib/format";

/** /wishlist: the shopper's wished books, newest first, a page at a time, each to move to the cart or remove. */
export function WishlistPage({ uid, onAddToCart }: { uid: string; onAddToCart: (book: Book) => void }) {
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = useWishlistPages(uid);
  const books = data?.pages.flatMap((page) => page.books) ?? [];

  let body;
  if (isPending) body = <StatusMessage kind="loading">Loading your wishlist...</StatusMessage>;
  else if (isError && books.length === 0) body = <StatusMessage kind="error">{error.message}</StatusMessage>;
  else if (books.length === 0) {
    body = (
      <div>
        <StatusMessage kind="empty">Your wishlist is empty. Tap the heart on a book to keep it here.</StatusMessage>
        <Link to="/search" className="font-medium text-action underline">
          Browse the books
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {books.map((book) => (
            <li key={book._id}>
              <WishedBookCard book={book} uid={uid} onAddToCart={onAddToCart} />
            </li>
          ))}
        </ul>
        {isError && <StatusMessage kind="error">{error.message}</StatusMessage>}
        <LoadMoreButton
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
          className="btn btn-brand mt-8 px-8"
        />
      </>
    );
  }

  return (
    <section aria-labelledby="wishlist-heading" className="mx-auto max-w-screen-xl">
      <h1 id="wishlist-heading" className="mb-6 text-2xl font-bold">
        Your Wishlist
      </h1>
      {body}
    </section>
  );
}

function WishedBookCard({
  book,
  uid,
  onAddToCart,
}: {
  book: WishedBook;
  uid: string;
  onAddToCart: (book: Book) => void;
}) {
  const titleId = useId();
  const setWished = useSetWished(uid);
  const notice = stockNotice(book.stock);
  const { wishedAt: _wishedAt, backInStock: _backInStock, ...plainBook } = book;
  const remove = () =>
    setWished.mutate(
      { bookId: book._id, wished: false },
      {
        onError: (error) => void showDialog({ title: "Wishlist not changed", text: error.message, icon: "error" }),
      },
    );

  return (
    <article aria-labelledby={titleId} className="flex h-full gap-4 rounded-lg border border-line p-4">
      <Link to={`/books/${book._id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <BookCover coverImage={book.coverImage} title={book.title} className="h-36 w-24 rounded-sm object-cover" />
      </Link>
      <div className="flex min-w-0 flex-col gap-2 wrap-anywhere">
        <h2 id={titleId} className="text-lg font-semibold">
          <Link to={`/books/${book._id}`} className="hover:text-action">
            {book.title}
          </Link>
        </h2>
        {book.author && <p className="text-gray-700">by {book.author}</p>}
        <p className="font-medium">{formatPrice(book.newPrice)}</p>
        {book.backInStock && <span className="badge w-fit bg-success-soft text-success">Back in stock</span>}
        {notice && <p className={`font-semibold ${book.stock <= 0 ? "text-danger" : "text-caution"}`}>{notice}</p>}
        <div className="mt-auto flex flex-wrap gap-2">
          <button
            type="button"
            disabled={book.stock <= 0 || setWished.isPending}
            onClick={() => {
              // Into the cart at once: the card leaves the list as soon as the removal lands.
              onAddToCart(plainBook);
              remove();
            }}
            className="btn btn-brand px-4 disabled:bg-gray-200 disabled:text-gray-600 disabled:opacity-100"
          >
            Move to cart
          </button>
          <button
            type="button"
            disabled={setWished.isPending}
            onClick={() => remove()}
            className="btn btn-danger-outline px-4"
          >
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}
