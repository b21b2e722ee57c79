import { words } from "@bookstore/schema/words";

/** Longest word prefix indexed: longer queries match on their first 20 characters, then filter exactly. */
const MAX_PREFIX = 20;

/**
 * Firestore has no substring search, so each book stores every prefix of every word of its title, author and
 * category; a search-as-you-type query is then one `array-contains` lookup on an index.
 */
export function searchTokens(book: { title: string; author?: string; category: string }): string[] {
  const tokens = new Set<string>();
  for (const word of words([book.title, book.author ?? "", book.category].join(" "))) {
    for (let length = 1; length <= Math.min(word.length, MAX_PREFIX); length++) tokens.add(word.slice(0, length));
  }
  return [...tokens];
}

/** The query's words, each cut to the indexed prefix length. */
export const queryTerms = (query: string) => words(query).map((word) => word.slice(0, MAX_PREFIX));
