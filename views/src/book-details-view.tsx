import type { Book } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import type { ReactNode } from "react";
import { AddToCartButton } from "./add-to-cart-button";
import { BookCover } from "./book-cover";
import { formatDate } from "./format";
import { authorPath, PlainLink, type StoreLink } from "./link";
import { PublicationDetails } from "./publication-details";
import { StarRating } from "./star-rating";

interface BookDetailsViewProps {
  book: Book;
  /** Called when the shopper adds the book; the function's page draws the button, the app gives it its action. */
  onAddToCart?: () => void;
  /** What else a shopper can do with the book (the app's wishlist heart); nothing on the function's page. */
  actions?: ReactNode;
  Link?: StoreLink;
}

/**
 * product §2 'Book detail': the one drawing of a book's page, by the app and by the function's first HTML alike
 * (props in, markup out: no data fetching, no router), so the page the app takes over is the page it draws.
 */
export function BookDetailsView({ book, onAddToCart = () => {}, actions, Link = PlainLink }: BookDetailsViewProps) {
  const authorTo = book.author ? authorPath(book.author) : undefined;
  return (
    // A desktop screen shows the cover beside the details; a phone, above them.
    <article className="max-w-5xl rounded-md shadow-md">
      <h1 className="mb-2 px-4 pt-4 text-2xl font-bold wrap-anywhere">{book.title}</h1>
      <div className="mb-6 px-4">
        <a href="#reviews" className="inline-block hover:underline">
          <StarRating rating={book.rating} showEmpty />
        </a>
      </div>
      <div className="px-4 pb-4 md:grid md:grid-cols-[auto_minmax(0,1fr)] md:items-start md:gap-8">
        {/* 24rem high (h-96): as wide as the cover's ratio makes it. */}
        <BookCover
          coverImage={book.coverImage}
          cover={book.cover}
          sizes={book.cover ? `${Math.round((384 * book.cover.width) / book.cover.height)}px` : undefined}
          title={book.title}
          className="mb-8 h-96 w-auto"
          priority
        />
        <div>
          <dl className="mb-5 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-2 gap-y-2 text-gray-700 wrap-anywhere">
            <dt className="font-semibold">Author:</dt>
            <dd>
              {/* Books stored before every book had an author show the spec's 'admin', with no page to link. */}
              {!book.author ? (
                "admin"
              ) : authorTo ? (
                <Link to={authorTo} className="text-blue-700 underline underline-offset-2 hover:text-blue-900">
                  {book.author}
                </Link>
              ) : (
                book.author
              )}
            </dd>
            {/* The year it was published when the catalog knows it, else the date it was added (product §2). */}
            <dt className="font-semibold">Published:</dt>
            <dd>{book.publishedYear ?? formatDate(book.createdAt)}</dd>
            <dt className="font-semibold">Category:</dt>
            <dd className="capitalize">{book.category}</dd>
            <dt className="font-semibold">Price:</dt>
            <dd>
              {formatPrice(book.newPrice)} <s className="ml-2 text-gray-500">{formatPrice(book.oldPrice)}</s>
            </dd>
            <dt className="font-semibold">Description:</dt>
            <dd>{book.description}</dd>
          </dl>
          <div className="flex flex-wrap items-end gap-2">
            <AddToCartButton onClick={onAddToCart} stock={book.stock} />
            {actions}
          </div>
          <PublicationDetails book={book} />
        </div>
      </div>
    </article>
  );
}
