import { authorSlug } from "@bookstore/schema/words";
import type { ComponentType, ReactNode } from "react";

/** How a view links within the store: a plain anchor on the server, the router's link in the app. */
export type StoreLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;

export const PlainLink: StoreLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

/** An author's page (/authors/:slug), named the way the API finds their books; none for a name of no words. */
export function authorPath(author: string): string | undefined {
  const slug = authorSlug(author);
  return slug ? `/authors/${encodeURIComponent(slug)}` : undefined;
}
