import type { Book } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { useId, type ReactNode } from "react";
import { AddToCartButton } from "./add-to-cart-button";
import { BookCover } from "./book-cover";
import { truncate } from "./format";
import { authorPath, type StoreLink } from "./link";
import { StarRating } from "./star-rating";

interface BookCardProps {
  book: Book;
  /** What "Add to Cart" does is the caller's: the card knows nothing about the cart. */
  onAddToCart: (book: Book) => void;
  /** What else a shopper can do with the book (the app's wishlist heart); nothing on the function's page. */
  actions?: ReactNode;
  /** The router's link in the app, a plain anchor on the function's page (no default: the home page's code
   * carries only the one it uses). */
  Link: StoreLink;
}

/** A book in a list (product §2 'Book card'), drawn by the app and by the function's author page alike. */
export function BookCard({ book, onAddToCart, actions, Link }: BookCardProps) {
  const href = `/books/${book._id}`;
  const authorTo = book.author ? authorPath(book.author) : undefined;
  const titleId = useId();
  // The article is named by its title, so tests and screen readers can tell the many "Add to Cart" buttons apart.
  return (
    // Side by side only where the card itself has room (a container query, not the screen's width): a slide is
    // narrower than the screen, and a card wider than its slide would be cut off.
    <article aria-labelledby={titleId} className="@container h-full min-w-0">
      <div className="flex h-full flex-col gap-4 rounded-lg @[20rem]:flex-row @[20rem]:items-center">
        {/* The title link below carries the name; the cover link repeats it for pointer users only. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <BookCover
            coverImage={book.coverImage}
            cover={book.cover}
            sizes="192px"
            title={book.title}
            className="mx-auto h-72 w-48 rounded-md border object-cover p-2 transition-transform duration-200 hover:scale-105 @[20rem]:h-48 @[20rem]:w-32 @[26rem]:h-72 @[26rem]:w-48"
          />
        </Link>
        <div className="flex min-w-0 flex-col wrap-anywhere">
          <h3 id={titleId} className={`text-xl font-semibold ${book.author ? "mb-1" : "mb-3"}`}>
            <Link to={href} className="hover:text-blue-600">
              {book.title}
            </Link>
          </h3>
          {/* A link of its own after the title: the article stays named by the title alone. */}
          {book.author && (
            <p className="mb-3 text-gray-700">
              by{" "}
              {authorTo ? (
                <Link
                  to={authorTo}
                  className="font-medium underline decoration-gray-400 underline-offset-2 hover:text-blue-700"
                >
                  {book.author}
                </Link>
              ) : (
                book.author
              )}
            </p>
          )}
          <StarRating rating={book.rating} />
          <p className="mb-5 text-gray-600">{truncate(book.description)}</p>
          <p className="mb-5 font-medium">
            <span className="sr-only">Price: </span>
            {formatPrice(book.newPrice)} <span className="sr-only">, was </span>
            <s className="ml-2 font-normal text-gray-500">{formatPrice(book.oldPrice)}</s>
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <AddToCartButton onClick={() => onAddToCart(book)} stock={book.stock} />
            {actions}
          </div>
        </div>
      </div>
    </article>
  );
}
