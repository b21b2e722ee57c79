import type { Book } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { AddToCartButton } from "@/components/add-to-cart-button";
import { AuthorLink } from "@/components/author-link";
import { BookActions } from "@/components/book-actions";
import { BookCover } from "@/components/book-cover";
import { StarRating } from "@/components/star-rating";
import { PageLoading, StatusMessage } from "@/components/status-message";
import { PublicationDetails } from "@/features/books/components/publication-details";
import { bookQueryOptions } from "@/lib/api/books";
import { formatDate, formatPrice } from "@/lib/format";

/** product §2 'Book detail', with its exact loading and error texts. */
export function BookDetails({ id, onAddToCart }: { id: string; onAddToCart: (book: Book) => void }) {
  const { data: book, isPending, isError } = useQuery(bookQueryOptions(id));

  if (isPending) return <PageLoading />;
  if (isError) return <StatusMessage kind="error">Error happending to load book info</StatusMessage>;

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
              {book.author ? (
                <AuthorLink
                  author={book.author}
                  className="text-blue-700 underline underline-offset-2 hover:text-blue-900"
                />
              ) : (
                "admin"
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
            <AddToCartButton onClick={() => onAddToCart(book)} stock={book.stock} />
            <BookActions book={book} />
          </div>
          <PublicationDetails book={book} />
        </div>
      </div>
    </article>
  );
}
