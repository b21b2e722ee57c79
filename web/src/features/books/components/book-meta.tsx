import type { Book } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { env } from "@/config/env";
import { bookQueryOptions } from "@/lib/api/books";
import { bookPageMeta, jsonLdText } from "@bookstore/schema/book-page";

/**
 * A book page's title, description, canonical address, Open Graph tags and schema.org Book data, for crawlers
 * that run the app (Google). React hoists the tags into <head> and takes them out when the page is left, so the
 * next page shows index.html's defaults again. Reads the page's own query: no request of its own.
 */
export function BookMeta({ id }: { id: string }) {
  const { data: book } = useQuery(bookQueryOptions(id));
  return book ? <BookTags book={book} /> : null;
}

function BookTags({ book }: { book: Book }) {
  useStoreDefaultsSetAside();
  const meta = bookPageMeta(book, env.siteUrl);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={meta.url} />
      <meta property="og:type" content="book" />
      <meta property="og:title" content={book.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.url} />
      {meta.image && <meta property="og:image" content={meta.image} />}
      {meta.imageWidth && <meta property="og:image:width" content={String(meta.imageWidth)} />}
      {meta.imageHeight && <meta property="og:image:height" content={String(meta.imageHeight)} />}
      {book.author && <meta property="book:author" content={book.author} />}
      {book.isbn && <meta property="book:isbn" content={book.isbn} />}
      <meta name="twitter:card" content={meta.twitterCard} />
      {/* A data block, never run: the CSP's script-src does not apply to it. */}
      <script type="application/ld+json">{jsonLdText(meta.structuredData)}</script>
    </>
  );
}

/**
 * index.html describes the store (its tags marked data-store-default). React adds the book's tags beside them
 * rather than in their place, so while a book's are in <head> the store's are set aside, and a crawler meets one
 * description: the book's. They go back when the book page goes.
 */
function useStoreDefaultsSetAside() {
  useLayoutEffect(() => {
    const defaults = Array.from(document.head.querySelectorAll("[data-store-default]"));
    const places = defaults.map((tag) => {
      const place = document.createComment("");
      tag.replaceWith(place);
      return place;
    });
    return () => places.forEach((place, index) => place.replaceWith(defaults[index]!));
  }, []);
}
