/**
 * The seed catalog: 30 invented books (the data lives in catalog.json so that scripts/generate-art.mjs can read
 * it from plain JS). Ids and createdAt values are fixed so seeding is idempotent and "newest first" is stable.
 * The JSON is validated against the shared Book contract when this module loads, so a bad edit fails loudly.
 */
import { bookInputSchema, type Category } from "@bookstore/schema";
import { z } from "zod";
import data from "./catalog.json";

export interface SeedBook {
  id: string;
  title: string;
  author?: string;
  description: string;
  category: Category;
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  coverImage: string;
  stock: number;
  createdAt: string;
}

const seedEntrySchema = bookInputSchema.extend({
  id: z.string().regex(/^seed-book-\d{2}$/, "id must look like seed-book-01"),
  stock: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});

function parseCatalog(entries: unknown): SeedBook[] {
  const list = z.array(z.unknown()).parse(entries);
  return list.map((entry, index) => {
    const result = seedEntrySchema.safeParse(entry);
    if (!result.success) {
      throw new Error(`Seed catalog entry ${index} is invalid: ${z.prettifyError(result.error)}`);
    }
    const { id, title, author, description, category, trending, oldPrice, newPrice, coverImage, stock, createdAt } =
      result.data;
    const book: SeedBook = {
      id,
      title,
      description,
      category,
      trending,
      oldPrice,
      newPrice,
      coverImage,
      stock,
      createdAt,
    };
    if (author !== undefined && author !== "") book.author = author;
    return book;
  });
}

export const SEED_BOOKS: readonly SeedBook[] = Object.freeze(parseCatalog(data).map((book) => Object.freeze(book)));
