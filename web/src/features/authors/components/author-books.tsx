import type { Book } from "@bookstore/schema";
import { LIMITS } from "@bookstore/schema/constants";
import { authorSlug } from "@bookstore/schema/words";
import { AuthorSection } from "@bookstore/views/author-heading";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router-dom";
import { authorPath } from "@/components/author-link";
import { BookGrid } from "@/components/book-grid";
import { NotFound } from "@/components/not-found";
import { PageLoading, StatusMessage } from "@/components/status-message";
import { useAuthorBooks } from "@/features/authors/api/use-author-books";
import { bookCount } from "@/lib/format";

const homeLink = (
  <Link to="/" className="btn btn-quiet mt-4">
    Go to the home page
  </Link>
);

/**
 * /authors/:slug: the author's books, newest first, a page at a time. The heading is the author's name as their
 * newest book spells it. An author with no books is not one the store knows: not found, as the function's first
 * HTML said.
 */
export function AuthorBooks({ slug, onAddToCart }: { slug: string; onAddToCart: (book: Book) => void }) {
  const canonical = authorSlug(slug);
  // The API finds an author only by this spelling of the address: anything else is one letter-case or accent away.
  const askable = canonical === slug && slug.length <= LIMITS.author * 2;
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useAuthorBooks(slug, askable);

  if (canonical && canonical !== slug) return <Navigate to={authorPath(canonical)!} replace />;
  if (askable && isPending) return <PageLoading />;

  const books = data?.pages.flatMap((page) => page.books) ?? [];
  if (!isError && books.length === 0) return <NotFound />;
  const name = books[0]?.author ?? slug;
  let body: ReactNode;
  if (isError && books.length === 0) {
    body = (
      <>
        <StatusMessage kind="error">This author's books could not be loaded.</StatusMessage>
        {homeLink}
      </>
    );
  } else {
    const total = data?.pages[0]?.total;
    body = (
      <BookGrid
        books={books}
        count={bookCount(typeof total === "number" ? total : books.length)}
        error={isError ? "This author's books could not be loaded." : undefined}
        onAddToCart={onAddToCart}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    );
  }

  return <AuthorSection name={name}>{body}</AuthorSection>;
}
