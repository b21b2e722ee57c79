import { describe, expect, it } from "vitest";
import type { Book } from "./book";
import { bookPageMeta, jsonLdText, metaDescription } from "./book-page";
import { sampleBook } from "./sample-book";

const ORIGIN = "https://shop.example";

const detailed: Book = {
  ...sampleBook,
  _id: "b-1",
  coverImage: "cover one.svg",
  isbn: "9780306406157",
  publisher: "Quill & Sons",
  publishedYear: 2021,
  pages: 320,
  language: "English",
  format: "hardcover",
};

describe("bookPageMeta", () => {
  it("describes the book as schema.org Book with an in-stock offer, every known detail included", () => {
    const meta = bookPageMeta(detailed, ORIGIN);
    expect(meta.title).toBe("The Silent Shore by Mara Quill | Book Store");
    expect(meta.url).toBe("https://shop.example/books/b-1");
    expect(meta.image).toBe("https://shop.example/covers/cover%20one.svg");
    expect(meta.structuredData).toEqual({
      "@context": "https://schema.org",
      "@type": "Book",
      "@id": "https://shop.example/books/b-1",
      url: "https://shop.example/books/b-1",
      name: "The Silent Shore",
      author: { "@type": "Person", name: "Mara Quill" },
      isbn: "9780306406157",
      image: "https://shop.example/covers/cover%20one.svg",
      description: "A quiet novel.",
      bookFormat: "https://schema.org/Hardcover",
      numberOfPages: 320,
      publisher: { "@type": "Organization", name: "Quill & Sons" },
      datePublished: "2021",
      inLanguage: "English",
      offers: {
        "@type": "Offer",
        price: "19.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/books/b-1",
      },
    });
  });

  it("leaves out what is not known, and offers a book without stock as out of stock", () => {
    const bare: Book = { ...sampleBook, author: undefined, coverImage: "", stock: 0, newPrice: 5 };
    const meta = bookPageMeta(bare, ORIGIN);
    expect(meta.title).toBe("The Silent Shore | Book Store");
    expect(meta.image).toBeUndefined();
    for (const field of [
      "author",
      "isbn",
      "image",
      "bookFormat",
      "numberOfPages",
      "publisher",
      "datePublished",
      "aggregateRating",
    ]) {
      expect(meta.structuredData, field).not.toHaveProperty(field);
    }
    expect(meta.structuredData.offers).toMatchObject({ price: "5.00", availability: "https://schema.org/OutOfStock" });
  });

  it("gives the readers' rating once the book has reviews", () => {
    const rated: Book = { ...sampleBook, rating: { average: 4.2, count: 12 } };
    expect(bookPageMeta(rated, ORIGIN).structuredData.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.2,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("keeps a pasted https cover as it is", () => {
    expect(bookPageMeta(sampleBook, ORIGIN).image).toBe("https://example.com/shore.png");
  });
});

describe("metaDescription", () => {
  it("keeps a short description whole, on one line", () => {
    expect(metaDescription("A quiet\n  novel. ")).toBe("A quiet novel.");
  });

  it("cuts a long one after a whole word, within the limit, with an ellipsis", () => {
    const text = "word ".repeat(60);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});

describe("jsonLdText", () => {
  it("writes text that cannot end its script element and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
