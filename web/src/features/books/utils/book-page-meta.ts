import type { Book, BookFormat } from "@bookstore/schema";
import { coverKind } from "@bookstore/schema/cover-kind";
import { coverImageUrl } from "@/components/book-cover";

/** The store's name, as web/index.html's default title says it. */
export const STORE_NAME = "Book Store";

// Search engines show about this many characters of a description.
const DESCRIPTION_LENGTH = 160;

const BOOK_FORMATS: Record<BookFormat, string> = {
  paperback: "https://schema.org/Paperback",
  hardcover: "https://schema.org/Hardcover",
  ebook: "https://schema.org/EBook",
};

/** A description for a search result or a link preview: one line, cut after a whole word, with an ellipsis. */
export function metaDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** What a book page tells search engines and link previews about its book. */
export interface BookPageMeta {
  title: string;
  description: string;
  /** The page's canonical address. */
  url: string;
  /** The cover's absolute address; none when the book has no cover of its own (the placeholder shows). */
  image?: string;
  /** schema.org Book, with the offer on this page. */
  structuredData: Record<string, unknown>;
}

/** `origin` is where the store is served (location.origin): previews and structured data need absolute URLs. */
export function bookPageMeta(book: Book, origin: string): BookPageMeta {
  const url = `${origin}/books/${encodeURIComponent(book._id)}`;
  const kind = coverKind(book.coverImage);
  const image = kind === "url" || kind === "file" ? new URL(coverImageUrl(book.coverImage), origin).href : undefined;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": url,
    url,
    name: book.title,
    ...(book.author ? { author: { "@type": "Person", name: book.author } } : {}),
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(image ? { image } : {}),
    description: book.description,
    ...(book.format ? { bookFormat: BOOK_FORMATS[book.format] } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publisher ? { publisher: { "@type": "Organization", name: book.publisher } } : {}),
    ...(book.publishedYear ? { datePublished: String(book.publishedYear) } : {}),
    ...(book.language ? { inLanguage: book.language } : {}),
    offers: {
      "@type": "Offer",
      price: book.newPrice.toFixed(2),
      priceCurrency: "USD",
      availability: book.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
  };
  return {
    title: `${book.title}${book.author ? ` by ${book.author}` : ""} | ${STORE_NAME}`,
    description: metaDescription(book.description),
    url,
    image,
    structuredData,
  };
}

/**
 * JSON for a <script type="application/ld+json"> block. Characters that could end the element or start markup
 * ("</script>" in a title) are written as JSON escapes, which parse back to the same text.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
