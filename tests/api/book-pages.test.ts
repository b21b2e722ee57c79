import type { Book, BookPage } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";

let all: Book[];
beforeAll(async () => {
  all = (await api<Book[]>("/api/books/")).body;
});

const page = (query: string) => api<BookPage>(`/api/books/?${query}`);

describe("GET /api/books/ with page parameters", () => {
  it("pages through the newest-first catalog with a cursor, without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof page>> = await page(`limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.books.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.books.map((book) => book._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((book) => book._id));
  });

  it("answers positions 8 to 17 with offset and limit (the 'Recommended' slice)", async () => {
    const res = await page("offset=8&limit=10");
    expect(res.body.books.map((b) => b._id)).toEqual(all.slice(8, 18).map((b) => b._id));
  });

  it("filters by category", async () => {
    const res = await page("category=horror&limit=100");
    expect(res.body.books.map((b) => b._id)).toEqual(all.filter((b) => b.category === "horror").map((b) => b._id));
    expect(res.body.nextCursor).toBeNull();
  });

  it("searches title, author and category by word prefix, case- and accent-insensitively", async () => {
    const withAuthor = all.find((book) => book.author)!;
    const authorWord = withAuthor.author!.split(" ")[0]!;
    const byAuthor = await page(`q=${encodeURIComponent(authorWord.toUpperCase())}&limit=50`);
    expect(byAuthor.body.books.map((b) => b._id)).toContain(withAuthor._id);

    const target = all[3]!;
    const titleWords = target.title.split(" ").filter((w) => w.length > 3);
    const q = titleWords
      .slice(0, 2)
      .map((w) => w.slice(0, 3))
      .join(" ");
    const byTitle = await page(`q=${encodeURIComponent(q)}&limit=50`);
    expect(byTitle.body.books.map((b) => b._id)).toContain(target._id);
    for (const book of byTitle.body.books) {
      const text = `${book.title} ${book.author ?? ""} ${book.category}`
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .toLowerCase();
      for (const term of q.toLowerCase().split(" "))
        expect(text).toMatch(new RegExp(`(^|[^\\p{L}\\p{N}])${term}`, "u"));
    }
    const none = await page("q=zzzzqqq&limit=5");
    expect(none.body).toEqual({ books: [], nextCursor: null, total: 0 });
  });

  it("fills each page of a several-word search, even when its matches are far down the catalog", async () => {
    // "horror" matches every horror book; the short prefix of the oldest one's title word narrows them down.
    const horror = all.filter((book) => book.category === "horror");
    const word = horror
      .at(-1)!
      .title.split(/\s+/)
      .find((w) => /^\p{L}{4,}/u.test(w))!;
    const prefix = word.slice(0, 4).toLowerCase();
    const words = (book: Book) =>
      `${book.title} ${book.author ?? ""} ${book.category}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const expected = horror.filter((book) => words(book).some((w) => w.startsWith(prefix))).map((book) => book._id);
    expect(expected.at(-1)).toBe(horror.at(-1)!._id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof page>> = await page(
        `q=horror%20${prefix}&limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.books, "no empty page while matches remain").toHaveLength(1);
      seen.push(res.body.books[0]!._id);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it("refuses bad parameters with 400 and the failing fields", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "offset=1000",
      "category=poetry",
      "cursor=%25%25",
      "cursor=bm9wZQ",
      "sort=cheapest",
    ]) {
      const res = await api(`/api/books/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe("invalid-request");
    }
  });
});
