// The cache alone, with the catalog version in a variable; tests/api/books.test.ts proves it against the
// emulators, with a change another function instance committed.
import { describe, expect, it, vi } from "vitest";
import type { BookPage, ValidBookListQuery } from "@bookstore/schema";
import { createVersionedCache } from "./versioned-cache";

const pageCache = (version: () => Promise<string | undefined>, max?: number) =>
  createVersionedCache<ValidBookListQuery, BookPage>(version, max);
const page = (title: string): BookPage => ({ books: [{ title } as BookPage["books"][number]], nextCursor: null });

describe("createVersionedCache", () => {
  it("asks Firestore once per page and catalog version", async () => {
    let version: string | undefined = "v1";
    const cache = pageCache(async () => version);
    const load = vi.fn(async () => page(`read at ${version}`));

    expect(await cache.get({ limit: 12 }, load)).toEqual(page("read at v1"));
    expect(await cache.get({ limit: 12 }, load)).toEqual(page("read at v1"));
    expect(load).toHaveBeenCalledTimes(1);

    version = "v2"; // a write anywhere moved the version on
    expect(await cache.get({ limit: 12 }, load)).toEqual(page("read at v2"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps each query apart", async () => {
    const cache = pageCache(async () => "v1");
    const first = await cache.get({ limit: 12 }, async () => page("first page"));
    const fiction = await cache.get({ limit: 12, category: "fiction" }, async () => page("fiction"));
    const offset = await cache.get({ limit: 10, offset: 8 }, async () => page("recommended"));
    const after = await cache.get({ limit: 12, cursor: "abc" }, async () => page("next page"));
    const search = await cache.get({ limit: 12, q: "dune" }, async () => page("search"));
    expect([first, fiction, offset, after, search].map((p) => p.books[0]!.title)).toEqual([
      "first page",
      "fiction",
      "recommended",
      "next page",
      "search",
    ]);
  });

  it("caches nothing while no write has marked the catalog", async () => {
    const cache = pageCache(async () => undefined);
    const load = vi.fn(async () => page("fresh"));
    await cache.get({ limit: 12 }, load);
    await cache.get({ limit: 12 }, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets everything when cleared, and holds at most `max` pages", async () => {
    const cache = pageCache(async () => "v1", 2);
    const load = vi.fn(async () => page("p"));
    await cache.get({ limit: 1 }, load);
    cache.clear();
    await cache.get({ limit: 1 }, load);
    expect(load).toHaveBeenCalledTimes(2);

    await cache.get({ limit: 2 }, load);
    await cache.get({ limit: 3 }, load); // evicts limit 1, the least recently used
    await cache.get({ limit: 1 }, load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
