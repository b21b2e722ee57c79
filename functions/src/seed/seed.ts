import { CATEGORIES } from "@bookstore/schema";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { BOOKS, toBookDocument, type BookDocument } from "../books/book-document";
import { catalogChanged } from "../books/catalog-version";
import { ISBNS } from "../books/isbn-claims";
import { hashPassword } from "../admin/admin-login.service";
import { upsertAdmin } from "../admin/admins.repository";
import { SEED_BOOKS, type SeedBook } from "./catalog";

const toDocument = (book: SeedBook): BookDocument => toBookDocument(book, Timestamp.fromDate(new Date(book.createdAt)));

/**
 * Synthetic books for scale tests (`--books N`): deterministic ids and fields, so reruns overwrite rather
 * than add. Dated before every hand-written book so the storefront's newest-first order still starts with those.
 */
export function syntheticBook(index: number): SeedBook {
  const category = CATEGORIES[index % CATEGORIES.length]!;
  const cents = 499 + ((index * 137) % 4000);
  return {
    id: `bulk-book-${String(index).padStart(5, "0")}`,
    title: `Volume ${index}: A ${category} story`,
    author: `Synthetic Author ${index % 250}`,
    description: `Synthetic catalog entry number ${index}, generated to measure how the store behaves with a large catalog of ${category} books.`,
    category,
    trending: index % 7 === 0,
    oldPrice: (cents + 500) / 100,
    newPrice: cents / 100,
    coverImage: "placeholder.svg",
    stock: 1 + (index % 40),
    createdAt: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
  };
}

/** Writes the catalog with fixed ids, and the claims of their ISBNs: running it twice leaves the same books. */
export async function seedBooks(db: Firestore, extraBooks = 0): Promise<number> {
  const books = [...SEED_BOOKS, ...Array.from({ length: extraBooks }, (_, i) => syntheticBook(i + 1))];
  const writer = db.bulkWriter();
  for (const book of books) {
    writer.set(db.collection(BOOKS).doc(book.id), toDocument(book));
    if (book.isbn) writer.set(db.collection(ISBNS).doc(book.isbn), { bookId: book.id });
  }
  await writer.close();
  // Function instances running meanwhile must not keep serving the catalog they cached before the seed.
  await db
    .batch()
    .set(...catalogChanged(db))
    .commit();
  return books.length;
}

export async function seedAdmin(username: string, password: string): Promise<void> {
  await upsertAdmin(username, await hashPassword(password));
}
