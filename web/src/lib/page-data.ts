import type { Book } from "@bookstore/schema";
import { RENDERED_PAGE } from "@bookstore/schema/rendered-page";
import type { QueryClient } from "@tanstack/react-query";
import { bookKeys } from "@/lib/api/books";

/**
 * Book and author pages arrive with their content already in the HTML (rendered by the API function): head tags
 * marked `data-page-tag`, the store's own tags kept aside in a <template>, and the book as data. Before the app's
 * first render the page becomes what the app would have drawn itself: the store's tags back in place (the book
 * page sets them aside again with its own), and the book in the query cache, so it is not fetched a second time.
 */
export function takeOverRenderedPage(queryClient: QueryClient, doc: Document = document) {
  const block = doc.getElementById(RENDERED_PAGE.dataId);
  if (block) {
    block.remove();
    const data = readData(block.textContent ?? "");
    // Dated when the function read it: a page the CDN kept is read again once older than the query's stale time.
    if (data) queryClient.setQueryData(bookKeys.detail(data.book._id), data.book, { updatedAt: data.readAt });
  }
  const defaults = doc.querySelector<HTMLTemplateElement>(`template[${RENDERED_PAGE.defaultsAttribute}]`);
  if (!defaults) return;
  doc.querySelectorAll(`[${RENDERED_PAGE.tagAttribute}]`).forEach((tag) => tag.remove());
  defaults.replaceWith(defaults.content);
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
