import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../lib/http-error";
import { createSitemapService, type SitemapBook } from "./sitemap.service";

const ORIGIN = "https://shop.example";
const book = (id: string, day: number): SitemapBook => ({ id, changedAt: new Date(Date.UTC(2024, 0, day)) });

function source(books: SitemapBook[], version: () => string | undefined = () => undefined) {
  const bookDates = vi.fn(async function* () {
    yield* books;
  });
  return { bookDates, catalogVersion: async () => version() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("the sitemap service", () => {
  it("lists the home page first, then every book page with its last change", async () => {
    const sitemap = createSitemapService(source([book("b1", 2), book("b2", 3)]));
    const xml = await sitemap.sitemap(ORIGIN);
    expect(locs(xml)).toEqual([`${ORIGIN}/`, `${ORIGIN}/books/b1`, `${ORIGIN}/books/b2`]);
    expect(xml).toContain(`<loc>${ORIGIN}/books/b2</loc><lastmod>2024-01-03T00:00:00.000Z</lastmod>`);
    await expect(sitemap.sitemapPart(ORIGIN, 1)).rejects.toThrow(HttpError);
  });

  it("lists each author's page once, after the books, changed when their latest book was", async () => {
    const books = [
      { ...book("b1", 2), authorSlug: "mara-quill" },
      { ...book("b2", 5), authorSlug: "mara-quill" },
      { ...book("b3", 3), authorSlug: "tomas-ferreira" },
      book("b4", 4),
    ];
    const xml = await createSitemapService(source(books)).sitemap(ORIGIN);
    expect(locs(xml).slice(-2)).toEqual([`${ORIGIN}/authors/mara-quill`, `${ORIGIN}/authors/tomas-ferreira`]);
    expect(xml).toContain(`<loc>${ORIGIN}/authors/mara-quill</loc><lastmod>2024-01-05T00:00:00.000Z</lastmod>`);
  });

  it("past one file's limit, answers an index whose files together list every page once", async () => {
    const books = Array.from({ length: 7 }, (_, i) => book(`b${i}`, i + 1));
    const sitemap = createSitemapService(source(books), { maxUrlsPerFile: 3 });
    const index = await sitemap.sitemap(ORIGIN);
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    // Each file's lastmod is its newest page's.
    expect(index).toContain(`sitemap-1.xml</loc><lastmod>2024-01-02T00:00:00.000Z</lastmod>`);

    const parts = await Promise.all([1, 2, 3].map((n) => sitemap.sitemapPart(ORIGIN, n)));
    expect(parts.flatMap(locs)).toEqual([`${ORIGIN}/`, ...books.map((b) => `${ORIGIN}/books/${b.id}`)]);
    await expect(sitemap.sitemapPart(ORIGIN, 4)).rejects.toMatchObject({ status: 404 });
  });

  it("reads the books once per catalog version, and every time while the catalog has none", async () => {
    let version: string | undefined = "v1";
    const from = source([book("b1", 1)], () => version);
    const sitemap = createSitemapService(from);
    await sitemap.sitemap(ORIGIN);
    await sitemap.sitemap("https://other.example");
    expect(from.bookDates).toHaveBeenCalledTimes(1);
    version = "v2";
    await sitemap.sitemap(ORIGIN);
    expect(from.bookDates).toHaveBeenCalledTimes(2);
    version = undefined;
    await sitemap.sitemap(ORIGIN);
    await sitemap.sitemap(ORIGIN);
    expect(from.bookDates).toHaveBeenCalledTimes(4);
  });
});
