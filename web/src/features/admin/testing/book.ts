import type { Book } from "@bookstore/schema";

export const sampleBook: Book = {
  _id: "b1",
  title: "The Silent Shore",
  description: "A quiet novel.",
  category: "fiction",
  trending: true,
  oldPrice: 29.99,
  newPrice: 19.99,
  coverImage: "https://example.com/shore.png",
  createdAt: "2025-03-01T10:00:00.000Z",
};
