import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Book } from "@bookstore/schema";
import { QueryClient } from "@tanstack/react-query";
import { bookKeys } from "@/lib/api/books";
import { renderedCoverPainted, STORE_HEAD, takeOverRenderedPage } from "@/lib/page-data";
import { sampleBook } from "@/testing/book";

/** The head's tags that describe the store, as `{name | property, content}`. */
const storeTags = (doc: Document) =>
  Array.from(doc.head.querySelectorAll("meta[data-store-default]"), (tag) => {
    const key = tag.hasAttribute("name") ? "name" : "property";
    return { [key]: tag.getAttribute(key), content: tag.getAttribute("content") };
  });

/** A page as the function renders it (functions/src/pages/page-html.ts), reduced to what the app touches. */
function renderedPage(book: Book, readAt?: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<meta property="og:site_name" content="Book Store">
    <title data-page-tag>${book.title} | Book Store</title><meta name="description" content="${book.description}" data-page-tag>
    <meta property="og:title" content="${book.title}" data-page-tag>`;
  doc.body.innerHTML = `<div id="root"><div data-page-content><h1>${book.title}</h1></div></div>
    <script type="application/json" id="page-data">${JSON.stringify({ book, readAt })}</script>`;
  return doc;
}

describe("takeOverRenderedPage", () => {
  it("puts the page's book in the query cache and gives the head back the store's own tags", () => {
    const doc = renderedPage(sampleBook);
    const queryClient = new QueryClient();
    takeOverRenderedPage(queryClient, doc);
    expect(queryClient.getQueryData(bookKeys.detail(sampleBook._id))).toEqual(sampleBook);
    expect(doc.getElementById("page-data")).toBeNull();
    expect(doc.querySelectorAll("[data-page-tag]")).toHaveLength(0);
    expect(doc.title).toBe("Book Store");
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(storeTags(doc)).toEqual(STORE_HEAD.meta);
    // Marked as index.html marks them, for the book page to set them aside again while it shows its own.
    expect(doc.querySelectorAll("[data-store-default]")).toHaveLength(STORE_HEAD.meta.length);
  });

  it("writes back exactly index.html's title and store tags", () => {
    const indexHtml = readFileSync(resolve(import.meta.dirname, "../../index.html"), "utf8");
    const index = new DOMParser().parseFromString(indexHtml, "text/html");
    expect(index.title).toBe(STORE_HEAD.title);
    expect(storeTags(index)).toEqual(STORE_HEAD.meta);
  });

  it("dates the book by when the function read it, so a page the CDN kept is read again once stale", () => {
    const readAt = "2030-01-02T03:04:05.000Z";
    const queryClient = new QueryClient();
    takeOverRenderedPage(queryClient, renderedPage(sampleBook, readAt));
    expect(queryClient.getQueryState(bookKeys.detail(sampleBook._id))?.dataUpdatedAt).toBe(Date.parse(readAt));
  });

  it("leaves a page the app draws alone untouched, and fetches a book whose data block was cut short", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<title>Book Store</title>`;
    doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="page-data">{"book":</script>`;
    const queryClient = new QueryClient();
    takeOverRenderedPage(queryClient, doc);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(doc.title).toBe("Book Store");
  });
});

describe("renderedCoverPainted", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A rendered page whose cover decodes when `decoded` settles. */
  function pageWithCover(decoded: Promise<void>): Document {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<div id="root"><div data-page-content><img src="/api/covers/b1/h-640.webp" alt=""></div></div>`;
    doc.querySelector("img")!.decode = () => decoded;
    return doc;
  }
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("resolves at once on a page the app draws alone", async () => {
    const isDone = settled(renderedCoverPainted(document.implementation.createHTMLDocument()));
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it("waits for the cover to decode and the next frame to paint it", async () => {
    let decode!: () => void;
    const isDone = settled(renderedCoverPainted(pageWithCover(new Promise((resolve) => (decode = resolve)))));
    await vi.advanceTimersByTimeAsync(500);
    expect(isDone()).toBe(false);
    decode();
    await vi.advanceTimersByTimeAsync(50);
    expect(isDone()).toBe(true);
  });

  it("gives up waiting on a cover that never arrives", async () => {
    const isDone = settled(renderedCoverPainted(pageWithCover(new Promise(() => {})), 1500));
    await vi.advanceTimersByTimeAsync(1499);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });
});
