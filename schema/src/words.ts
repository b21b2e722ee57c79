// How the catalog reads names and titles: one rule for search, sorting and author links, shared by the API and
// the storefront. Zod-free, so the storefront's book cards can link authors without loading the validator.

/** Lowercase words without accents, in any script: "Céline's Café" → ["celine", "s", "cafe"]. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * An author's address on the storefront (/authors/:slug): "Tomás Ferreira" → "tomas-ferreira". Letters of every
 * script are kept (村上春樹 stays readable) rather than transliterated to nothing.
 */
export const authorSlug = (author: string) => words(author).join("-");

/** What a slug may look like: words of letters and digits joined by single hyphens. */
export const AUTHOR_SLUG = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** The key books sort by for "title": case, accents and punctuation do not move a book. */
export const titleSortKey = (title: string) => words(title).join(" ");
