import { notFound } from "../lib/http-error";
import { createVersionedCache } from "../lib/versioned-cache";
import { MAX_URLS_PER_FILE, sitemapIndexXml, urlsetXml, type SitemapEntry } from "./sitemap-xml";

/** A book as the sitemap sees it: where it lives and when it last changed. */
export interface SitemapBook {
  id: string;
  changedAt: Date;
  /** The author's page (/authors/:slug), for books that have an author. */
  authorSlug?: string;
}

/** What the sitemap reads; the composition root hands it the books feature's queries. */
export interface SitemapSource {
  /** Every book, in a stable order. */
  bookDates(): AsyncIterable<SitemapBook>;
  /** The catalog's version (see books/catalog-version.repository.ts); undefined when nothing has marked it yet. */
  catalogVersion(): Promise<string | undefined>;
}

export function createSitemapService(source: SitemapSource, { maxUrlsPerFile = MAX_URLS_PER_FILE } = {}) {
  // One entry: the list of books, read again only when the catalog version moves (or after the cache's TTL).
  const cache = createVersionedCache<Record<string, never>, SitemapBook[]>(source.catalogVersion, 1);
  const readBooks = () =>
    cache.get({}, async () => {
      const books: SitemapBook[] = [];
      for await (const book of source.bookDates()) books.push(book);
      return books;
    });

  /**
   * The home page first, then every book page, then every author's page (changed when their latest book did),
   * each file at most `maxUrlsPerFile` long.
   */
  async function files(origin: string): Promise<SitemapEntry[][]> {
    const books = await readBooks();
    const authors = new Map<string, Date>();
    for (const { authorSlug, changedAt } of books) {
      const latest = authorSlug ? authors.get(authorSlug) : undefined;
      if (authorSlug && (!latest || changedAt > latest)) authors.set(authorSlug, changedAt);
    }
    const pages: SitemapEntry[] = [
      { loc: `${origin}/` },
      ...books.map((book) => ({
        loc: `${origin}/books/${encodeURIComponent(book.id)}`,
        lastmod: book.changedAt.toISOString(),
      })),
      ...[...authors].map(([slug, changedAt]) => ({
        loc: `${origin}/authors/${encodeURIComponent(slug)}`,
        lastmod: changedAt.toISOString(),
      })),
    ];
    const split: SitemapEntry[][] = [];
    for (let start = 0; start < pages.length; start += maxUrlsPerFile) {
      split.push(pages.slice(start, start + maxUrlsPerFile));
    }
    return split;
  }

  const newest = (pages: SitemapEntry[]) =>
    pages.reduce<string | undefined>(
      (max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max),
      undefined,
    );

  return {
    /** /sitemap.xml: every page, or, past one file's limit, an index of /sitemap-1.xml, /sitemap-2.xml… */
    async sitemap(origin: string): Promise<string> {
      const parts = await files(origin);
      if (parts.length === 1) return urlsetXml(parts[0]!);
      return sitemapIndexXml(
        parts.map((pages, index) => ({ loc: `${origin}/sitemap-${index + 1}.xml`, lastmod: newest(pages) })),
      );
    },

    /** /sitemap-N.xml: the Nth file of the index; there is none while one file holds every page. */
    async sitemapPart(origin: string, part: number): Promise<string> {
      const parts = await files(origin);
      const pages = parts.length > 1 ? parts[part - 1] : undefined;
      if (!pages) throw notFound(`No sitemap file number ${part}`);
      return urlsetXml(pages);
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
