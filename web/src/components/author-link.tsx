import { authorPath, type StoreLink } from "@bookstore/views/link";
import { Link } from "react-router-dom";

export { authorPath };

/** The router's link, for the shared views (@bookstore/views) drawn inside the app. */
export const RouterLink: StoreLink = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

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
