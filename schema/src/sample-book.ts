import type { Book } from "./book";

/** A book as the API answers it, for the unit tests of every workspace (never imported by the app). */
export const sampleBook: Book = {
  _id: "b1",
  title: "The Silent Shore",
  author: "Mara Quill",
  description: "A quiet novel.",
  category: "fiction",
  trending: true,
  oldPrice: 29.99,
  newPrice: 19.99,
  coverImage: "https://example.com/shore.png",
  stock: 12,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
  rating: { average: 0, count: 0 },
};
