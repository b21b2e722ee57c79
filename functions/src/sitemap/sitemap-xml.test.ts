import { describe, expect, it } from "vitest";
import { escapeXml, MAX_URLS_PER_FILE, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

describe("the sitemap documents", () => {
  it("lists pages in order, each with its lastmod when known", () => {
    expect(
      urlsetXml([
        { loc: "https://shop.example/" },
        { loc: "https://shop.example/books/b1", lastmod: "2024-05-06T07:08:09.000Z" },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://shop.example/</loc></url>\n" +
        "<url><loc>https://shop.example/books/b1</loc><lastmod>2024-05-06T07:08:09.000Z</lastmod></url>\n" +
        "</urlset>\n",
    );
  });

  it("escapes &, <, >, quotes and apostrophes in addresses", () => {
    const xml = urlsetXml([{ loc: "https://shop.example/books/a?x=1&y=<2>\"'" }]);
    expect(xml).toContain("<loc>https://shop.example/books/a?x=1&amp;y=&lt;2&gt;&quot;&apos;</loc>");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("writes an index of sitemap files", () => {
    expect(sitemapIndexXml([{ loc: "https://shop.example/sitemap-1.xml", lastmod: "2024-01-01T00:00:00.000Z" }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://shop.example/sitemap-1.xml</loc><lastmod>2024-01-01T00:00:00.000Z</lastmod></sitemap>\n" +
        "</sitemapindex>\n",
    );
  });

  it("refuses to write a file longer than the protocol allows, rather than one search engines would drop", () => {
    const pages = Array.from({ length: MAX_URLS_PER_FILE }, (_, i) => ({ loc: `https://shop.example/books/${i}` }));
    expect(() => urlsetXml(pages)).not.toThrow();
    expect(() => urlsetXml([...pages, { loc: "https://shop.example/one-more" }])).toThrow(/at most 50000/);
  });
});
