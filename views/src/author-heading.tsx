import type { ReactNode } from "react";

/**
 * Books on an author's page before 'Load more' (four rows of the widest grid): the function's first HTML and the
 * app's first page are the same books.
 */
export const AUTHOR_PAGE_SIZE = 12;

/** An author's page: their name as their newest book spells it, over what the page lists of their books. */
export function AuthorSection({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-labelledby="author-heading">
      <p className="text-sm font-semibold text-gray-600 uppercase">Author</p>
      <h1 id="author-heading" className="mb-4 text-2xl font-semibold wrap-anywhere">
        {name}
      </h1>
      {children}
    </section>
  );
}
