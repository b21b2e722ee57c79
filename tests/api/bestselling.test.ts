import type { Book, BookPage } from "@bookstore/schema";
import { authorSlug } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { createShopper } from "@bookstore/testing/accounts";
import { createBook, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeOrder } from "@bookstore/testing/orders";
import { cancelOrder } from "../support/orders";

// The home page's Top Sellers: copies sold in orders not cancelled, counted as orders are placed and cancelled.
const author = `Bestseller ${randomUUID().slice(0, 8)}`;
const bookOf = (title: string, stock: number) =>
  createBook({
    title: `${title} ${author}`,
    author,
    description: "A book the best-selling test sells.",
    category: "fiction",
    trending: false,
    oldPrice: 20,
    newPrice: 10,
    coverImage: "",
    stock,
  });

/** The catalog's figure of a book's copies sold, once the book's own read has brought it up to its shards. */
const soldFigure = async (book: Book) => {
  await getBook(book._id);
  return (await getFirestore().collection("books").doc(book._id).get()).data()?.soldCount as number | undefined;
};

describe("GET /api/books/?sort=bestselling", () => {
  it("ranks by copies sold in orders not cancelled, leaves sold-out books to inStock, and starts new books at 0", async () => {
    const steady = await bookOf("Steady", 5);
    const popular = await bookOf("Popular", 5);
    const lastCopy = await bookOf("Last copy", 1);
    const unsold = await bookOf("Unsold", 5);
    expect(await soldFigure(unsold)).toBe(0);

    const shopper = await createShopper();
    await placeOrder(shopper, [popular]);
    await placeOrder(shopper, [popular, lastCopy]);
    await placeOrder(shopper, [steady, popular]);
    const cancelled = await placeOrder(shopper, [steady]);
    expect((await cancelOrder(shopper, cancelled._id)).status).toBe(200);

    // Each figure settles at most once a second after the order that changed it (stock-shards.ts).
    await expect.poll(() => soldFigure(popular), { interval: 300 }).toBe(3);
    await expect.poll(() => soldFigure(steady), { interval: 300 }).toBe(1);
    await expect.poll(() => soldFigure(lastCopy), { interval: 300 }).toBe(1);

    const slug = encodeURIComponent(authorSlug(author));
    const ranked = await api<BookPage>(`/api/books/?author=${slug}&sort=bestselling&limit=10`);
    expect(ranked.status).toBe(200);
    // Of two books with one copy sold each, the newer comes first.
    expect(ranked.body.books.map((book) => book._id)).toEqual([popular._id, lastCopy._id, steady._id, unsold._id]);
    const inStock = await api<BookPage>(`/api/books/?author=${slug}&inStock=true&sort=bestselling&limit=10`);
    expect(inStock.body.books.map((book) => book._id)).toEqual([popular._id, steady._id, unsold._id]);
  });
});
