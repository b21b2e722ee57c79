import type { ReactNode } from "react";

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
