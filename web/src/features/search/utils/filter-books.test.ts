import type { Book } from "@bookstore/schema";
import { filterBooks } from "@/features/search/utils/filter-books";

const book = (id: string, title: string, extra: Partial<Book> = {}): Book => ({
  _id: id,
  title,
  description: "",
  category: "fiction",
  trending: false,
  oldPrice: 2,
  newPrice: 1,
  coverImage: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});

const books = [
  book("1", "The Art of War", { category: "business" }),
  book("2", "Night Horrors", { category: "horror", author: "Ann Artwright" }),
  book("3", "Art Basics", { category: "technology" }),
  book("4", "Sea Voyage", { category: "adventure", author: "Joe Smith" }),
];

const ids = (list: Book[]) => list.map((b) => b._id);

describe("filterBooks", () => {
  it("matches nothing for an empty or blank query", () => {
    expect(filterBooks(books, "")).toEqual([]);
    expect(filterBooks(books, "   ")).toEqual([]);
  });

  it("matches title, author and category, ignoring case and surrounding spaces", () => {
    expect(ids(filterBooks(books, "  SEA "))).toEqual(["4"]);
    expect(ids(filterBooks(books, "smith"))).toEqual(["4"]);
    expect(ids(filterBooks(books, "Horror"))).toEqual(["2"]);
    expect(ids(filterBooks(books, "adventure"))).toEqual(["4"]);
  });

  it("puts titles starting with the query first, then other title matches, then author matches", () => {
    expect(ids(filterBooks(books, "art"))).toEqual(["3", "1", "2"]);
  });

  it("finds nothing when nothing matches", () => {
    expect(filterBooks(books, "zebra")).toEqual([]);
  });
});
