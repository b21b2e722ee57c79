import type { Book, BookPage, ValidBookListQuery } from "@bookstore/schema";
import { isDocumentId, MAX_AUTHOR_SLUG } from "@bookstore/schema";
import { authorSlug } from "@bookstore/schema/words";
import { AUTHOR_PAGE_SIZE } from "@bookstore/views/author-heading";
import { LRUCache } from "lru-cache";
import { HttpError } from "../lib/http-error";
import { createVersionedCache } from "../lib/versioned-cache";
import { authorPageHtml, bookPageHtml, notFoundPageHtml } from "./page-html";
import type { PageTemplateSource } from "./page-template";

/** A rendered page: its status and HTML, and the headers Hosting gives the store's pages. */
export type RenderedPage =
  | { kind: "page"; status: 200 | 404; html: string; headers: Record<string, string> }
  | { kind: "redirect"; location: string };

/** What pages read: the books feature's service and the catalog version, from the composition root. */
export interface PagesSource {
  getBook(id: string): Promise<Book>;
  listBookPage(query: ValidBookListQuery): Promise<BookPage>;
  catalogVersion(): Promise<string | undefined>;
  template: PageTemplateSource;
  /** The store's own address: canonical links and previews never take it from the request. */
  siteUrl: () => string;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * How long the catalog version read for pages is trusted. Hosting's CDN keeps a page for minutes anyway; a second
 * more spares a Firestore read on every page served, as the template is checked at most once a second too.
 */
export const PAGE_VERSION_CHECK_MS = 1_000;

export function createPagesService(source: PagesSource) {
  const versions = new LRUCache<"catalog", { version: string | undefined }>({
    max: 1,
    ttl: PAGE_VERSION_CHECK_MS,
    fetchMethod: async () => ({ version: await source.catalogVersion() }),
  });
  const catalogVersion = async () => (await versions.fetch("catalog"))?.version;
  // Rendered pages, per catalog version and release: a page asked for again costs no book read.
  const cache = createVersionedCache<{ path: string; release: string }, { status: 200 | 404; html: string }>(
    catalogVersion,
    1_000,
  );

  async function page(path: string, render: (html: string) => Promise<{ status: 200 | 404; html: string }>) {
    const template = await source.template.get();
    const rendered = await cache.get({ path, release: template.etag }, () => render(template.html));
    return { kind: "page" as const, ...rendered, headers: template.headers };
  }

  const notFound = (html: string) => ({ status: 404 as const, html: notFoundPageHtml(html) });
  const notFoundPage = (): Promise<RenderedPage> => page("404", async (html) => notFound(html));

  return {
    /** Any other address under /books/ or /authors/. */
    notFoundPage,

    /**
     * /books/:id, rendered from a fresh read of the book every time: orders move its stock without changing the
     * catalog's version, and the read is the one the app would otherwise have made itself.
     */
    async bookPage(id: string): Promise<RenderedPage> {
      if (!isDocumentId(id)) return notFoundPage();
      const template = await source.template.get();
      const rendered = await source.getBook(id).then(
        (book) => ({ status: 200 as const, html: bookPageHtml(template.html, book, source.siteUrl()) }),
        (error: unknown) => (isNotFound(error) ? notFound(template.html) : Promise.reject(error)),
      );
      return { kind: "page", ...rendered, headers: template.headers };
    },

    /** /authors/:slug; an address that spells the author another way is sent to the one the store uses. */
    async authorPage(slug: string): Promise<RenderedPage> {
      // No author has an address this long, and Firestore refuses a value this size in a query: a 404, unread.
      if (slug.length > MAX_AUTHOR_SLUG) return notFoundPage();
      const canonical = authorSlug(slug);
      if (canonical.length > MAX_AUTHOR_SLUG) return notFoundPage();
      if (canonical && canonical !== slug) {
        return { kind: "redirect", location: `/authors/${encodeURIComponent(canonical)}` };
      }
      return page(`/authors/${slug}`, async (html) => {
        // The app's first page of the author's books, which it takes over (the app pages on from there).
        const first = canonical ? await source.listBookPage({ author: canonical, limit: AUTHOR_PAGE_SIZE }) : undefined;
        if (!first?.books.length) return notFound(html);
        return { status: 200, html: authorPageHtml(html, canonical, first, source.siteUrl()) };
      });
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
