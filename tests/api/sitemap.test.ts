// The crawler files at the site's root, read through Hosting as a crawler reads them: the sitemap (the function,
// through the rewrite) lists the home page and every book page, and robots.txt (a static file) points to it.
import { authorSlug, type Book } from "@bookstore/schema";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken } from "@bookstore/testing/accounts";
import { createBook, deleteBook, listBooks, uniqueTitle } from "@bookstore/testing/catalog";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { expectApiError } from "../support/api-errors";

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" });

/** GET /sitemap.xml through Hosting: checked to be well-formed XML in the sitemaps namespace, then its entries. */
async function readSitemap(): Promise<SitemapUrl[]> {
  const res = await api("/sitemap.xml");
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const { urlset } = parser.parse(res.text);
  expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return urlset.url;
}

const bookUrl = (id: string) => `${HOSTING_URL}/books/${id}`;

describe("GET /sitemap.xml, through the Hosting rewrite", () => {
  it("answers XML that caches may keep for an hour", async () => {
    const res = await api("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it("lists the home page first, then every book of the catalog once and every author's page once", async () => {
    const [urls, books] = [await readSitemap(), await listBooks()];
    expect(urls[0]).toEqual({ loc: `${HOSTING_URL}/` });
    expect(urls.slice(1).map((url) => url.loc)).toEqual(expect.arrayContaining(books.map((book) => bookUrl(book._id))));
    const authors = new Set(books.flatMap((book) => (book.author ? [authorSlug(book.author)] : [])));
    const authorUrls = urls.filter((url) => url.loc.startsWith(`${HOSTING_URL}/authors/`)).map((url) => url.loc);
    expect(authorUrls.sort()).toEqual(
      [...authors].map((slug) => `${HOSTING_URL}/authors/${encodeURIComponent(slug)}`).sort(),
    );
    expect(urls).toHaveLength(books.length + authors.size + 1);
    for (const url of urls.slice(1)) expect(new Date(url.lastmod!).toISOString(), url.loc).toBe(url.lastmod);
  });

  it("names the store's configured address whatever host a request claims: a cached sitemap cannot be poisoned", async () => {
    const res = await api("/sitemap.xml", {
      headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("evil.example");
    expect(res.text).toContain(`<loc>${HOSTING_URL}/</loc>`);
  });

  it("lists a new book with its creation as lastmod, moves lastmod when it is edited, and drops it when deleted", async () => {
    const input = {
      title: uniqueTitle("Sitemap"),
      author: "Sam Mapper",
      description: "A book the sitemap test made.",
      category: "business" as const,
      trending: false,
      oldPrice: 10,
      newPrice: 8,
      coverImage: "",
      stock: 3,
    };
    const book: Book = await createBook(input);
    try {
      const listed = (await readSitemap()).find((url) => url.loc === bookUrl(book._id));
      expect(listed).toEqual({ loc: bookUrl(book._id), lastmod: book.createdAt });

      const edit = await api(`/api/books/edit/${book._id}`, {
        method: "PUT",
        token: await adminToken(),
        body: { ...input, newPrice: 7 },
      });
      expect(edit.status).toBe(200);
      const edited = (await readSitemap()).find((url) => url.loc === bookUrl(book._id));
      expect(Date.parse(edited!.lastmod!)).toBeGreaterThan(Date.parse(book.createdAt));
    } finally {
      await deleteBook(book._id);
    }
    expect((await readSitemap()).map((url) => url.loc)).not.toContain(bookUrl(book._id));
  });

  it("has no numbered files while one file holds every page: /sitemap-1.xml is a JSON 404", async () => {
    expectApiError(await api("/sitemap-1.xml"), 404);
  });
});

describe("GET /robots.txt, a file of the web build served by Hosting", () => {
  it("lets crawlers in, keeps them out of the admin and shopper pages, and names the sitemap's address", async () => {
    const res = await api("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    // The whole file is web/build-config.test.ts's; here, that the build wrote it for the address it is served at.
    const lines = res.text.split("\n");
    expect(lines).toContain(`Sitemap: ${HOSTING_URL}/sitemap.xml`);
    expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /dashboard", "Disallow: /checkout"]));
    // The app reads books from the API while a crawler renders a book page.
    expect(res.text).not.toMatch(/^Disallow: \/(?:api|assets|books)/m);
  });
});
