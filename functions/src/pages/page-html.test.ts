import type { Book } from "@bookstore/schema";
import { sampleBook } from "@bookstore/schema/sample-book";
import { describe, expect, it } from "vitest";
import { authorPageHtml, bookPageHtml, notFoundPageHtml } from "./page-html";

const ORIGIN = "https://shop.example";

// The shape of the built index.html: the store's default tags, the spinner in the root, the noscript notice.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Book Store</title>
    <meta name="description" content="The store." data-store-default />
    <meta property="og:title" content="Book Store" data-store-default />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><div role="status" data-testid="splash-screen"></div></div>
    <noscript><p>The Book Store needs JavaScript to run.</p><style>#root{display:none}</style></noscript>
  </body>
</html>`;

const book: Book = {
  ...sampleBook,
  _id: "b-1",
  description: "A quiet novel about the sea.",
  trending: false,
  coverImage: "https://images.example/shore.jpg",
  stock: 3,
};

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

describe("a book's page", () => {
  const readAt = new Date("2030-01-02T03:04:05.000Z");
  const html = bookPageHtml(TEMPLATE, book, ORIGIN, readAt);

  it("carries the book's title, description, canonical address and previews in its head", () => {
    expect(head(html)).toContain("<title data-page-tag>The Silent Shore by Mara Quill | Book Store</title>");
    expect(html).toContain('<meta name="description" content="A quiet novel about the sea." data-page-tag />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/books/b-1" data-page-tag />');
    expect(html).toContain('<meta property="og:title" content="The Silent Shore" data-page-tag />');
    expect(html).toContain('<meta property="og:image" content="https://images.example/shore.jpg" data-page-tag />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-tag />');
    expect(html).toContain('"@type":"Book"');
  });

  it("carries one set of tags, the page's: a reader that takes the first it meets finds the book's", () => {
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).not.toContain("data-store-default");
    expect(html).not.toContain("<template");
    expect(html).not.toContain("The store.");
  });

  it("shows the book itself in the app's root, drawn by the app's own view: title, author link, price, stock", () => {
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("<h1");
    expect(root).toContain(">The Silent Shore</h1>");
    expect(root).toContain(
      '<a href="/authors/mara-quill" class="text-blue-700 underline underline-offset-2 hover:text-blue-900">Mara Quill</a>',
    );
    expect(root).toContain("$19.99");
    expect(root).toContain("<span>Add to Cart</span>");
    expect(root).toContain("A quiet novel about the sea.");
    expect(root).toContain('<img src="https://images.example/shore.jpg" alt="Cover of The Silent Shore"');
  });

  it("names exactly the template's scripts, has no spinner or script notice over the page, and carries the book as data", () => {
    expect(html.match(/<script[^>]*src=/g)).toEqual(['<script type="module" crossorigin src=']);
    expect(html).not.toContain("splash-screen");
    expect(html).not.toContain("<noscript>");
    expect(html).toContain('<div id="root"><div data-page-content>');
    const data = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(data)).toEqual({ book, readAt: readAt.toISOString() });
  });

  it("keeps a hostile title text in every place it is written", () => {
    const title = `</script><script>alert(1)</script>"><img src=x onerror=alert(2)>`;
    const page = bookPageHtml(TEMPLATE, { ...book, title, author: `"><b>x</b>`, description: "<i>desc</i>" }, ORIGIN);
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<b>x</b>");
    expect(page).not.toContain("<i>desc</i>");
    expect(page).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x");
    // The data blocks still read back as the exact text.
    const data = page.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(data).book.title).toBe(title);
    const ld = page.match(/<script type="application\/ld\+json" data-page-tag>([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(ld).name).toBe(title);
  });

  it("names no preview image for a book without a cover of its own", () => {
    const page = bookPageHtml(TEMPLATE, { ...book, coverImage: "" }, ORIGIN);
    expect(page).not.toContain("og:image");
    expect(page).toContain('<meta name="twitter:card" content="summary" data-page-tag />');
  });
});

describe("an author's page and the not-found page", () => {
  it("lists the author's books as the app's cards, each linked to its page", () => {
    const books = [book, { ...book, _id: "b-2", title: "Tides" }];
    const html = authorPageHtml(TEMPLATE, "mara-quill", { books, nextCursor: null, total: 2 }, ORIGIN);
    expect(html).toContain(">Mara Quill</h1>");
    expect(html).toContain('<h2 class="text-gray-600">2 books</h2>');
    expect(html).toContain('<a href="/books/b-2" class="hover:text-blue-600">Tides</a>');
    expect(html.match(/<article /g)).toHaveLength(2);
    expect(html).not.toContain("Load more");
    expect(html).toContain('<link rel="canonical" href="https://shop.example/authors/mara-quill" data-page-tag />');
  });

  it("offers 'Load more' when the author has more books than the first page, counted or not", () => {
    const html = authorPageHtml(TEMPLATE, "mara-quill", { books: [book], nextCursor: "next", total: null }, ORIGIN);
    expect(html).toContain('<h2 class="text-gray-600">1 book</h2>');
    expect(html).toContain(">Load more</button>");
  });

  it("tells crawlers not to index a page that does not exist", () => {
    const html = notFoundPageHtml(TEMPLATE);
    expect(head(html)).toContain('<meta name="robots" content="noindex" data-page-tag />');
    expect(html).toContain("Page not found");
  });
});
