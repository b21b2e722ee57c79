/**
 * The seed catalog: 30 invented books (the data lives in catalog.json so that scripts/generate-art.mjs can read
 * it from plain JS). Ids and createdAt values are fixed so seeding is idempotent and "newest first" is stable.
 * The JSON is validated against the shared Book contract when this module loads, so a bad edit fails loudly.
 * ISBNs are invented too, with valid check digits.
 */
import { bookInputSchema, type ValidBookInput } from "@bookstore/schema";
import { z } from "zod";
import data from "./catalog.json";

export type SeedBook = ValidBookInput & { id: string; stock: number; createdAt: string };

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
    return result.data;
  });
}

export const SEED_BOOKS: readonly SeedBook[] = Object.freeze(parseCatalog(data).map((book) => Object.freeze(book)));
