import { MAX_AUTHOR_SLUG, type Book } from "@bookstore/schema";
import { api } from "@bookstore/testing/api";
import { createBook, deleteBook, uniqueIsbn, uniqueTitle } from "@bookstore/testing/catalog";
import { adminToken } from "@bookstore/testing/admin";
import { FUNCTION_URL, HOSTING_URL } from "@bookstore/testing/emulators";
import { photoJpeg } from "@bookstore/testing/images";
import createMetascraper from "metascraper";
import metascraperDescription from "metascraper-description";
import metascraperImage from "metascraper-image";
import metascraperTitle from "metascraper-title";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What a link-preview bot, a crawler or a browser without JavaScript receives for a book or an author: the HTML
// as Hosting serves it, with no script run.
const PREVIEW_BOT = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const page = (path: string, baseUrl?: string) =>
  api(path, { baseUrl, headers: { "User-Agent": PREVIEW_BOT, Accept: "text/html" } });
/** A tag's content, as a reader of the HTML meets it: the first such tag. */
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
/** What a link-unfurling service shows for a page: metascraper reads the HTML as those services do. */
const linkPreview = createMetascraper([metascraperTitle(), metascraperDescription(), metascraperImage()]);

let book: Book;
beforeAll(async () => {
  book = await createBook({
    title: uniqueTitle("Rendered Tides"),
    author: "Ines Rendered",
    description: "A novel whose page is read before any script runs.",
    category: "fiction",
    trending: false,
    oldPrice: 30,
    newPrice: 24.5,
    coverImage: "https://images.example/tides.jpg",
    stock: 4,
    isbn: uniqueIsbn(),
  });
});
afterAll(() => deleteBook(book._id));

describe("a book's page as first served", () => {
  it("carries the book in the HTML: the preview tags, the price and the description", async () => {
    const res = await page(`/books/${book._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(metaContent(res.text, "og:title")).toBe(book.title);
    expect(metaContent(res.text, "og:image")).toBe("https://images.example/tides.jpg");
    // Its size is known only for an uploaded cover.
    expect(metaContent(res.text, "og:image:width")).toBeUndefined();
    expect(metaContent(res.text, "og:image:height")).toBeUndefined();
    expect(metaContent(res.text, "og:url")).toBe(`${HOSTING_URL}/books/${book._id}`);
    expect(res.text).toContain(`<title data-page-tag>${book.title} by Ines Rendered | Book Store</title>`);
    const root = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(root).toContain(`>${book.title}</h1>`);
    expect(root).toContain("$24.50");
    expect(root).toContain("A novel whose page is read before any script runs.");
    expect(root).toMatch(/<a href="\/authors\/ines-rendered"[^>]*>Ines Rendered<\/a>/);
  });

  it("is previewed by a link-unfurling scraper with the book's title, description and cover, not the store's", async () => {
    const url = `${HOSTING_URL}/books/${book._id}`;
    const { text } = await page(`/books/${book._id}`);
    expect(await linkPreview({ html: text, url })).toEqual({
      title: book.title,
      description: "A novel whose page is read before any script runs.",
      image: "https://images.example/tides.jpg",
    });
    expect(text.match(/<title[ >]/g)).toHaveLength(1);
    expect(text).not.toMatch(/<meta [^>]*data-store-default/);
  });

  it("previews an uploaded cover at 640 px with its size, and draws every width of it", async () => {
    const covered = await createBook({
      title: uniqueTitle("Rendered Cover"),
      author: "Ines Rendered",
      description: "A novel with an uploaded cover.",
      category: "fiction",
      oldPrice: 30,
      newPrice: 24.5,
    });
    try {
      const uploaded = await api<Book>(`/api/books/${covered._id}/cover`, {
        method: "PUT",
        token: await adminToken(),
        rawBody: new Uint8Array(await photoJpeg(1200, 1800)),
        headers: { "Content-Type": "image/jpeg" },
      });
      const { cover } = uploaded.body;
      const res = await page(`/books/${covered._id}`);
      expect(metaContent(res.text, "og:image")).toBe(`${HOSTING_URL}${cover!.variants[2]!.url}`);
      expect(cover!.variants[2]!.url).toMatch(/-640\.webp$/);
      expect(metaContent(res.text, "og:image:width")).toBe("640");
      expect(metaContent(res.text, "og:image:height")).toBe("960");
      // HTML attribute names are case-insensitive (React writes srcSet, fetchPriority): compared in lower case.
      const image = res.text
        .slice(res.text.indexOf('<div id="root">'))
        .match(/<img [^>]*>/)![0]
        .replace(/\s([a-zA-Z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
      expect(image).toContain(`srcset="${cover!.variants.map((v) => `${v.url} ${v.width}w`).join(", ")}"`);
      expect(image).toContain('width="1200" height="1800"');
      expect(image).toContain(`style="background-color:${cover!.color}"`);
      expect(image).toContain('fetchpriority="high"');
    } finally {
      await deleteBook(covered._id);
    }
  });

  it("names only scripts and styles that Hosting serves now, from the index.html Hosting serves now", async () => {
    const [rendered, index] = await Promise.all([page(`/books/${book._id}`), api("/index.html")]);
    const assets = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets(rendered.text).length).toBeGreaterThan(0);
    expect(assets(rendered.text)).toEqual(assets(index.text));
    for (const asset of assets(rendered.text)) expect((await api(asset)).status, asset).toBe(200);
  });

  it("sends the headers of the store's static pages, and lets the CDN keep it for minutes", async () => {
    const [rendered, index] = await Promise.all([page(`/books/${book._id}`), api("/index.html")]);
    for (const header of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
    ]) {
      expect(rendered.headers.get(header), header).toBe(index.headers.get(header));
    }
    expect(rendered.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(rendered.headers.get("cache-control")).toMatch(/max-age=0\b/);
  });

  it("shows an admin's edit within a second (the function's pages follow the catalog version)", async () => {
    await page(`/books/${book._id}`);
    const token = await adminToken();
    const edited = { ...book, title: uniqueTitle("Rendered Tides, revised"), newPrice: 21 };
    const { _id: _ignoredId, createdAt: _createdAt, stock: _stock, ...fields } = edited;
    const res = await api(`/api/books/edit/${book._id}`, { method: "PUT", token, body: fields });
    expect(res.status).toBe(200);
    // Each function instance reads the catalog version for its pages at most once a second (pages.service.ts).
    await expect
      .poll(async () => metaContent((await page(`/books/${book._id}`)).text, "og:title"), { timeout: 3_000 })
      .toBe(edited.title);
    expect((await page(`/books/${book._id}`)).text).toContain("$21.00");
    book = res.body;
  });

  it("answers an unknown book, a malformed id and a deeper address with a real 404 kept out of search", async () => {
    for (const path of ["/books/no-such-book", "/books/__x__", `/books/${book._id}/more`, "/authors/nobody-at-all"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<meta name="robots" content="noindex"');
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("keeps a hostile title text wherever the page writes it", async () => {
    const hostile = await createBook({
      title: `</script><script>alert(1)</script>"><img src=x onerror=alert(2)> ${uniqueTitle("Hostile")}`,
      author: "Ines Rendered",
      description: `<b>bold</b> "quoted"`,
      category: "horror",
      trending: false,
      oldPrice: 2,
      newPrice: 1,
      coverImage: "",
      stock: 1,
    });
    try {
      const { text } = await page(`/books/${hostile._id}`);
      expect(text).not.toContain("<script>alert(1)");
      expect(text).not.toContain("<img src=x");
      expect(text).not.toContain("<b>bold</b>");
      const data = text.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)![1]!;
      expect(JSON.parse(data).book.title).toBe(hostile.title);
    } finally {
      await deleteBook(hostile._id);
    }
  });
});

describe("an author's page as first served", () => {
  it("names the author and links each of their books", async () => {
    const res = await page("/authors/ines-rendered");
    expect(res.status).toBe(200);
    expect(res.text).toContain(">Ines Rendered</h1>");
    expect(res.text).toContain(`<a href="/books/${book._id}" class="hover:text-blue-600">${book.title}</a>`);
    expect(metaContent(res.text, "og:url")).toBe(`${HOSTING_URL}/authors/ines-rendered`);
    const preview = await linkPreview({ html: res.text, url: `${HOSTING_URL}/authors/ines-rendered` });
    expect(preview.title).toBe("Ines Rendered");
    expect(preview.description).toMatch(/^Books by Ines Rendered at Book Store: /);
  });

  it("answers an address longer than any author's with a 404, before asking the database", async () => {
    // Straight to the function: the Hosting emulator answers such a long address itself. Firestore refuses a
    // value this size in a query, which was a 500.
    for (const slug of ["a".repeat(1_600), "b".repeat(MAX_AUTHOR_SLUG + 1)]) {
      const res = await page(`/authors/${slug}`, FUNCTION_URL);
      expect(res.status, slug.slice(0, 10)).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex"');
    }
  });

  it("sends another spelling of the address to the store's own", async () => {
    const res = await fetch(`${HOSTING_URL}/authors/Ines-Rendered`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/authors/ines-rendered");
  });
});

describe("the sitemap", () => {
  it("lists author pages too", async () => {
    const { text } = await api("/sitemap.xml");
    expect(text).toContain(`<loc>${HOSTING_URL}/authors/ines-rendered</loc>`);
  });
});
