import { authorSlug } from "@bookstore/schema/words";
import { Link } from "react-router-dom";

/** An author's page (/authors/:slug), named the way the API finds their books; none for a name of no words. */
export function authorPath(author: string): string | undefined {
  const slug = authorSlug(author);
  return slug ? `/authors/${encodeURIComponent(slug)}` : undefined;
}

/** An author's name, linked to the page listing their books. */
export function AuthorLink({ author, className }: { author: string; className?: string }) {
  const to = authorPath(author);
  if (!to) return <>{author}</>;
  return (
    <Link to={to} className={className}>
      {author}
    </Link>
  );
}
