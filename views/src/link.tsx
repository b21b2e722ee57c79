import { authorSlug } from "@bookstore/schema/words";
import type { ComponentType, ReactNode } from "react";

interface StoreLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** A second link to the same place (a card's cover), kept out of the keyboard's and screen readers' way. */
  tabIndex?: number;
  "aria-hidden"?: "true";
}

/** How a view links within the store: a plain anchor on the server, the router's link in the app. */
export type StoreLink = ComponentType<StoreLinkProps>;

export const PlainLink: StoreLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

/** An author's page (/authors/:slug), named the way the API finds their books; none for a name of no words. */
export function authorPath(author: string): string | undefined {
  const slug = authorSlug(author);
  return slug ? `/authors/${encodeURIComponent(slug)}` : undefined;
}
