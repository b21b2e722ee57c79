// The sitemaps protocol's two documents, as text: a list of pages (urlset) and a list of such lists (index).

/** The sitemaps protocol's own limit: a file lists at most this many addresses. */
export const MAX_URLS_PER_FILE = 50_000;

export interface SitemapEntry {
  /** An absolute address. */
  loc: string;
  /** When the page last changed (W3C datetime). */
  lastmod?: string;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for an XML element's content: the protocol asks for every one of these to be escaped. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const entry = (tag: string, { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</${tag}>`;

const document = (root: string, tag: string, entries: readonly SitemapEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
  entries.map((item) => `${entry(tag, item)}\n`).join("") +
  `</${root}>\n`;

export function urlsetXml(pages: readonly SitemapEntry[]): string {
  // A longer file would be ignored by search engines whole: the caller splits the list (sitemapIndexXml).
  if (pages.length > MAX_URLS_PER_FILE) throw new Error(`A sitemap lists at most ${MAX_URLS_PER_FILE} addresses`);
  return document("urlset", "url", pages);
}
export const sitemapIndexXml = (files: readonly SitemapEntry[]) => document("sitemapindex", "sitemap", files);
