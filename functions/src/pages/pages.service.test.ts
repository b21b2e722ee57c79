import { sampleBook as book } from "@bookstore/schema/sample-book";
import { describe, expect, it, vi } from "vitest";
import { createPagesService, PAGE_VERSION_CHECK_MS } from "./pages.service";

const TEMPLATE = '<!doctype html><html><head><title>Book Store</title></head><body><div id="root"></div></body></html>';

function pagesWith(versions: string[]) {
  const catalogVersion = vi.fn(
    async () => versions[Math.min(catalogVersion.mock.calls.length - 1, versions.length - 1)],
  );
  const getBook = vi.fn(async () => book);
  const pages = createPagesService({
    getBook,
    listBookPage: vi.fn(),
    catalogVersion,
    template: { get: async () => ({ html: TEMPLATE, etag: '"r1"', headers: {} }) },
    siteUrl: () => "https://shop.example",
  });
  return { pages, catalogVersion, getBook };
}

describe("the pages' catalog version", () => {
  it("is read once for the pages asked within a second, then again", async () => {
    const { pages, catalogVersion, getBook } = pagesWith(["v1", "v2"]);
    for (let i = 0; i < 3; i++) await pages.bookPage("b1");
    expect(catalogVersion).toHaveBeenCalledTimes(1);
    expect(getBook).toHaveBeenCalledTimes(1);

    await new Promise((resolve) => setTimeout(resolve, PAGE_VERSION_CHECK_MS + 50));
    await pages.bookPage("b1");
    expect(catalogVersion).toHaveBeenCalledTimes(2);
    // A new version: the page is rendered again from a fresh read of the book.
    expect(getBook).toHaveBeenCalledTimes(2);
  });
});
