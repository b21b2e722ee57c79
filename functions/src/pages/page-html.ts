// A store page's first HTML: the app's index.html with the page's own head tags, its content inside the app's
// root (drawn by the app's own components, @bookstore/views), and the data the app needs to take over without
// fetching it again.
import type { Book, BookPage } from "@bookstore/schema";
import { bookPageMeta, jsonLdText, metaDescription, STORE_NAME } from "@bookstore/schema/book-page";
import { RENDERED_PAGE } from "@bookstore/schema/rendered-page";
import { AuthorSection, bookCount, BookDetailsView, BookGridView, NotFoundView } from "@bookstore/views";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The data block's content: the book the page shows, as GET /api/books/:id answers it, and when it was read
 * (a page kept by the CDN for minutes carries a stock that old: the app reads the book again once it is stale). */
export interface PageData {
  book?: Book;
  readAt?: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an element's content or a quoted attribute: nothing in it can end either. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(" ")} ${RENDERED_PAGE.tagAttribute} />`;

const meta = (key: "name" | "property", name: string, content: string) => tag("meta", { [key]: name, content });

interface PageParts {
  title: string;
  /** Tags for <head>, besides the title. */
  head: string[];
  /** The page's content, shown inside the app's root until the app draws the same. */
  body: string;
  data?: PageData;
  noindex?: boolean;
}

/**
 * The store's own title and description tags (index.html) give way to the page's: a reader of the HTML (a link
 * preview's scraper takes the first tag it meets) finds one title and one description, the page's. The app
 * writes the store's back from its own code when it takes the page over (web/src/lib/page-data.ts).
 */
function render(template: string, parts: PageParts): string {
  let html = template.replace(/<title>[^<]*<\/title>\s*|<meta\b[^>]*\bdata-store-default\b[^>]*>\s*/g, "");
  const head = [
    `<title ${RENDERED_PAGE.tagAttribute}>${escapeHtml(parts.title)}</title>`,
    ...(parts.noindex ? [meta("name", "robots", "noindex")] : []),
    ...parts.head,
  ];
  html = insertBefore(html, "</head>", `${head.join("\n    ")}\n  `);
  // The page's content shows at once, never under the app's first-load spinner (the app skips it here too), and
  // it reads without scripts: the notice that the app needs them does not apply.
  html = html.replace(/<div\b[^>]*\bdata-testid="splash-screen"[^>]*>[\s\S]*?<\/div>/, "");
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, "");
  html = insertAfter(html, '<div id="root">', `<div ${RENDERED_PAGE.contentAttribute}>${parts.body}</div>`);
  if (parts.data) {
    const block = `<script type="application/json" id="${RENDERED_PAGE.dataId}">${jsonLdText(parts.data)}</script>`;
    html = insertBefore(html, "</body>", `${block}\n  `);
  }
  return html;
}

function insertBefore(html: string, marker: string, insert: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  return html.slice(0, at) + insert + html.slice(at);
}

function insertAfter(html: string, marker: string, insert: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  return html.slice(0, at + marker.length) + insert + html.slice(at + marker.length);
}

/** The page's content, drawn by the same components the app draws it with (React escapes every text). */
const draw = (element: ReactElement) => renderToStaticMarkup(element);

/** A book's page: the app's own book details (title, rating, cover, author link, price, stock, description). */
export function bookPageHtml(template: string, book: Book, origin: string, readAt = new Date()): string {
  const page = bookPageMeta(book, origin);
  const head = [
    meta("name", "description", page.description),
    tag("link", { rel: "canonical", href: page.url }),
    meta("property", "og:type", "book"),
    meta("property", "og:title", book.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", page.url),
    ...(page.image ? [meta("property", "og:image", page.image)] : []),
    ...(page.imageWidth && page.imageHeight
      ? [
          meta("property", "og:image:width", String(page.imageWidth)),
          meta("property", "og:image:height", String(page.imageHeight)),
        ]
      : []),
    ...(book.author ? [meta("property", "book:author", book.author)] : []),
    ...(book.isbn ? [meta("property", "book:isbn", book.isbn)] : []),
    meta("name", "twitter:card", page.twitterCard),
    `<script type="application/ld+json" ${RENDERED_PAGE.tagAttribute}>${jsonLdText(page.structuredData)}</script>`,
  ];
  const body = draw(createElement(BookDetailsView, { book }));
  return render(template, { title: page.title, head, body, data: { book, readAt: readAt.toISOString() } });
}

/** An author's page: their name and the first page of their newest books, as the app's cards. */
export function authorPageHtml(template: string, slug: string, first: BookPage, origin: string): string {
  const { books } = first;
  const name = books[0]?.author ?? slug;
  const url = `${origin}/authors/${encodeURIComponent(slug)}`;
  const description = metaDescription(`Books by ${name} at ${STORE_NAME}: ${books.map((b) => b.title).join(", ")}`);
  const head = [
    meta("name", "description", description),
    tag("link", { rel: "canonical", href: url }),
    meta("property", "og:type", "profile"),
    meta("property", "og:title", name),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("name", "twitter:card", "summary"),
  ];
  // The app's own list (count, cards, 'Load more' while there are more), which it takes over as drawn here.
  const list = createElement(BookGridView, {
    books,
    count: bookCount(typeof first.total === "number" ? first.total : books.length),
    hasNextPage: first.nextCursor !== null,
  });
  const body = draw(createElement(AuthorSection, { name, children: list }));
  return render(template, { title: `${name} | ${STORE_NAME}`, head, body });
}

/** An address that names no book or author: a real 404, kept out of search results. */
export function notFoundPageHtml(template: string): string {
  const body = draw(createElement(NotFoundView));
  return render(template, { title: `Page not found | ${STORE_NAME}`, head: [], body, noindex: true });
}
