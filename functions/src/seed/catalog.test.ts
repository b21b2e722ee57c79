import { bookInputSchema, CATEGORIES, LOW_STOCK } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { SEED_BOOKS } from "./catalog";

/** The seed book minus the fields the admin form never sends. */
const asInput = ({ id: _id, createdAt: _createdAt, ...input }: (typeof SEED_BOOKS)[number]) => input;

describe("seed catalog", () => {
  it("has at least 24 books", () => {
    expect(SEED_BOOKS.length).toBeGreaterThanOrEqual(24);
  });

  it("covers each of the five categories", () => {
    for (const category of CATEGORIES) {
      expect(SEED_BOOKS.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it("has unique, stable ids and a cover named after each id", () => {
    const ids = SEED_BOOKS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [index, book] of SEED_BOOKS.entries()) {
      expect(book.id).toBe(`seed-book-${String(index + 1).padStart(2, "0")}`);
      expect(book.coverImage).toBe(`${book.id}.svg`);
    }
  });

  it("has distinct ISO createdAt values so 'newest first' is deterministic", () => {
    const times = SEED_BOOKS.map((b) => Date.parse(b.createdAt));
    expect(times.every(Number.isFinite)).toBe(true);
    expect(new Set(times).size).toBe(times.length);
    for (const book of SEED_BOOKS) expect(new Date(book.createdAt).toISOString()).toBe(book.createdAt);
  });

  it("passes the shared book input contract, unchanged", () => {
    for (const book of SEED_BOOKS) {
      const result = bookInputSchema.safeParse(asInput(book));
      expect(result.success, `${book.id}: ${result.error?.message ?? ""}`).toBe(true);
      expect(result.data).toMatchObject({ title: book.title, category: book.category, newPrice: book.newPrice });
    }
  });

  it("gives every book a real author, and some authors several books (their pages list more than one)", () => {
    expect(SEED_BOOKS.every((b) => b.author.trim() !== "" && b.author !== "admin")).toBe(true);
    const perAuthor = new Map<string, number>();
    for (const book of SEED_BOOKS) perAuthor.set(book.author, (perAuthor.get(book.author) ?? 0) + 1);
    expect([...perAuthor.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(5);
  });

  it("gives most books their details (a unique ISBN among them), and leaves some without, as older entries are", () => {
    const detailed = SEED_BOOKS.filter((b) => b.isbn !== undefined);
    expect(detailed.length).toBeGreaterThanOrEqual(20);
    expect(SEED_BOOKS.length - detailed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(detailed.map((b) => b.isbn)).size).toBe(detailed.length);
    for (const book of detailed) {
      expect(book, book.id).toMatchObject({
        isbn: expect.stringMatching(/^\d{13}$/),
        publisher: expect.any(String),
        publishedYear: expect.any(Number),
        pages: expect.any(Number),
        language: expect.any(String),
        format: expect.stringMatching(/^(paperback|hardcover|ebook)$/),
      });
    }
  });

  it("has several trending books, but not all", () => {
    const trending = SEED_BOOKS.filter((b) => b.trending).length;
    expect(trending).toBeGreaterThanOrEqual(5);
    expect(trending).toBeLessThan(SEED_BOOKS.length);
  });

  it("has descriptions of realistic length", () => {
    const long = SEED_BOOKS.filter((b) => b.description.length > 80).length;
    expect(long).toBeGreaterThan(SEED_BOOKS.length / 2);
  });

  it("has an old price at least the new price, both with at most cents", () => {
    for (const book of SEED_BOOKS) {
      expect(book.oldPrice, book.id).toBeGreaterThanOrEqual(book.newPrice);
      expect(book.newPrice, book.id).toBeGreaterThan(0);
      for (const price of [book.oldPrice, book.newPrice]) {
        expect(Math.round(price * 100) / 100, book.id).toBe(price);
      }
    }
  });
});

describe("seed stock", () => {
  it("gives every book a stock: most plenty, a few low, one sold out", () => {
    const stocks = SEED_BOOKS.map((book) => book.stock);
    expect(stocks.every((stock) => Number.isInteger(stock) && stock >= 0)).toBe(true);
    expect(stocks.filter((stock) => stock === 0)).toHaveLength(1);
    expect(stocks.filter((stock) => stock > 0 && stock <= LOW_STOCK).length).toBeGreaterThanOrEqual(3);
    expect(stocks.filter((stock) => stock > LOW_STOCK).length).toBeGreaterThan(SEED_BOOKS.length / 2);
  });
});
