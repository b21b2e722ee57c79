import { MAX_AUTHOR_SLUG } from "@bookstore/schema/constants";
import { sampleBook as book } from "@bookstore/schema/sample-book";
import { describe, expect, it, vi } from "vitest";
import { createPagesService, PAGE_VERSION_CHECK_MS } from "./pages.service";

const TEMPLATE = '<!doctype html><html><head><title>Book Store</title></head><body><div id="root"></div></body></html>';

function pagesWith(versions: string[]) {
  const catalogVersion = vi.fn(
    async () => versions[Math.min(catalogVersion.mock.calls.length - 1, versions.length - 1)],
  );
  const getBook = vi.fn(async () => book);
  const listBookPage = vi.fn(async () => ({ books: [book], nextCursor: null }));
  const pages = createPagesService({
    getBook,
    listBookPage,
    catalogVersion,
    template: { get: async () => ({ html: TEMPLATE, etag: '"r1"', headers: {} }) },
    siteUrl: () => "https://shop.example",
  });
  return { pages, catalogVersion, getBook, listBookPage };
}

describe("the pages' catalog version", () => {
  it("is read once for the author pages asked within a second, then again", async () => {
    const { pages, catalogVersion, listBookPage } = pagesWith(["v1", "v2"]);
    const slug = "ada-lovelace";
    for (let i = 0; i < 3; i++) await pages.authorPage(slug);
    expect(catalogVersion).toHaveBeenCalledTimes(1);
    expect(listBookPage).toHaveBeenCalledTimes(1);

    await new Promise((resolve) => setTimeout(resolve, PAGE_VERSION_CHECK_MS + 50));
    await pages.authorPage(slug);
    expect(catalogVersion).toHaveBeenCalledTimes(2);
    // A new version: the page is rendered again from a fresh read of the books.
    expect(listBookPage).toHaveBeenCalledTimes(2);
  });
});

describe("book pages", () => {
  it("read the book every time: an order moves its stock without moving the catalog's version", async () => {
    const { pages, getBook } = pagesWith(["v1"]);
    getBook.mockResolvedValueOnce({ ...book, stock: 0 }).mockResolvedValueOnce({ ...book, stock: 1 });
    const first = await pages.bookPage("b1");
    const second = await pages.bookPage("b1");
    expect(getBook).toHaveBeenCalledTimes(2);
    expect(first.kind === "page" && first.html).toContain("Out of stock");
    expect(second.kind === "page" && second.html).not.toContain("Out of stock");
  });
});

describe("author pages", () => {
  it("answer an address longer than any author's with a 404 kept out of search, before any read", async () => {
    // The last one is short, but the ligature "ﬃ" spells "ffi": the store's spelling of it is too long.
    const { pages, listBookPage } = pagesWith(["v1"]);
    for (const slug of ["a".repeat(1_600), "a".repeat(MAX_AUTHOR_SLUG + 1), "\ufb03".repeat(MAX_AUTHOR_SLUG / 2)]) {
      const page = await pages.authorPage(slug);
      expect(page).toMatchObject({ kind: "page", status: 404 });
      expect(page.kind === "page" && page.html).toContain('<meta name="robots" content="noindex"');
    }
    expect(listBookPage).not.toHaveBeenCalled();
    await pages.authorPage("a".repeat(MAX_AUTHOR_SLUG));
    expect(listBookPage).toHaveBeenCalledTimes(1);
  });
});
