import type { Book } from "@bookstore/schema";
import { RENDERED_PAGE } from "@bookstore/schema/rendered-page";
import type { QueryClient } from "@tanstack/react-query";
import { bookKeys } from "@/lib/api/books";

/**
 * index.html's title and the tags that describe the store (marked `data-store-default` there; a test keeps the two
 * equal). A rendered page carries only its own, so that a link preview reads the page's: the app writes these back.
 */
export const STORE_HEAD = {
  title: "Book Store",
  meta: [
    {
      name: "description",
      content: "Book Store: browse books by genre, read about each one and order it, paid cash on delivery.",
    },
    { property: "og:type", content: "website" },
    { property: "og:title", content: "Book Store" },
    {
      property: "og:description",
      content: "Browse books by genre, read about each one and order it, paid cash on delivery.",
    },
    { name: "twitter:card", content: "summary" },
  ],
} as const;

/**
 * Book and author pages arrive with their content already in the HTML (rendered by the API function): head tags
 * marked `data-page-tag` in place of the store's own, and the book as data. Before the app's first render the
 * page becomes what the app would have drawn itself: the store's tags in place (the book page sets them aside
 * again with its own, and leaving it shows them), and the book in the query cache, so it is not fetched twice.
 */
export function takeOverRenderedPage(queryClient: QueryClient, doc: Document = document) {
  const block = doc.getElementById(RENDERED_PAGE.dataId);
  if (block) {
    block.remove();
    const data = readData(block.textContent ?? "");
    // Dated when the function read it: a page the CDN kept is read again once older than the query's stale time.
    if (data) queryClient.setQueryData(bookKeys.detail(data.book._id), data.book, { updatedAt: data.readAt });
  }
  const pageTags = doc.querySelectorAll(`[${RENDERED_PAGE.tagAttribute}]`);
  if (pageTags.length === 0) return;
  pageTags.forEach((tag) => tag.remove());
  writeStoreHead(doc);
}

function writeStoreHead(doc: Document) {
  const title = doc.createElement("title");
  title.textContent = STORE_HEAD.title;
  const tags = STORE_HEAD.meta.map((attributes) => {
    const tag = doc.createElement("meta");
    for (const [key, value] of Object.entries(attributes)) tag.setAttribute(key, value);
    tag.setAttribute("data-store-default", "");
    return tag;
  });
  doc.head.append(title, ...tags);
}

/**
 * Resolves once the cover of a page the function rendered has been painted (or could not load), at once on any
 * other page, and never later than `maxWaitMs`: the app's first render replaces that content, and an image
 * replaced while it is still loading is drawn once more from the start.
 */
export function renderedCoverPainted(doc: Document = document, maxWaitMs = 1500): Promise<void> {
  const cover = doc.querySelector<HTMLImageElement>(`[${RENDERED_PAGE.contentAttribute}] img`);
  if (!cover) return Promise.resolve();
  const painted = cover
    .decode()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

function readData(json: string): { book: Book; readAt?: number } | undefined {
  try {
    const data = JSON.parse(json) as { book?: Book; readAt?: string };
    if (!data.book || typeof data.book._id !== "string") return undefined;
    const readAt = data.readAt ? Date.parse(data.readAt) : NaN;
    return { book: data.book, readAt: Number.isNaN(readAt) ? undefined : readAt };
  } catch {
    // A page cut short in transit: the app fetches the book as on any page.
    return undefined;
  }
}
