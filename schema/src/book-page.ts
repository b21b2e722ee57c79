// Zod-free (`@bookstore/schema/book-page`): what a book page tells search engines and link previews, computed the
// same way by the function that serves the page's first HTML and by the app that takes it over.
import type { Book } from "./book";
import type { BookFormat } from "./constants";
import { coverPath } from "./cover-kind";

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
  /** The image's size in pixels, known for an uploaded cover (its 640 px width, or the largest below). */
  imageWidth?: number;
  imageHeight?: number;
  /** A large preview when there is a cover to show. */
  twitterCard: "summary" | "summary_large_image";
  /** schema.org Book, with the offer on this page. */
  structuredData: Record<string, unknown>;
}

/** The width link previews get of an uploaded cover: large enough for a card, small enough to fetch fast. */
export const PREVIEW_WIDTH = 640;

/** An uploaded cover's width for link previews (PREVIEW_WIDTH, or the largest narrower one), with its height. */
function previewVariant(book: Book) {
  const variants = book.cover?.variants.filter((variant) => variant.width <= PREVIEW_WIDTH) ?? [];
  const variant = variants.at(-1);
  if (!book.cover || !variant) return undefined;
  return { ...variant, height: Math.round((variant.width * book.cover.height) / book.cover.width) };
}

/** `origin` is the store's address: previews and structured data need absolute URLs. */
export function bookPageMeta(book: Book, origin: string): BookPageMeta {
  const url = `${origin}/books/${encodeURIComponent(book._id)}`;
  const preview = previewVariant(book);
  const path = preview?.url ?? coverPath(book.coverImage);
  const image = path ? new URL(path, origin).href : undefined;
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
    // Only with reviews: a rating of nothing is no rating, and search engines refuse a count of 0.
    ...(book.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: book.rating.average,
            reviewCount: book.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
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
    ...(preview ? { imageWidth: preview.width, imageHeight: preview.height } : {}),
    twitterCard: image ? "summary_large_image" : "summary",
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
