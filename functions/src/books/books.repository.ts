import type { Book, ValidBookInput } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "../lib/firestore";

export const BOOKS = "books";

/** A book as stored: createdAt is a Firestore Timestamp so it orders and ranges natively. */
export interface BookDocument {
  title: string;
  author?: string;
  description: string;
  category: Book["category"];
  trending: boolean;
  oldPrice: number;
  newPrice: number;
  coverImage: string;
  createdAt: Timestamp;
  updatedAt?: Timestamp;
}

export const booksCollection = () => db().collection(BOOKS);

export function toBook(snapshot: DocumentSnapshot): Book {
  const data = snapshot.data() as BookDocument;
  return {
    _id: snapshot.id,
    title: data.title,
    ...(data.author ? { author: data.author } : {}),
    description: data.description,
    category: data.category,
    trending: data.trending,
    oldPrice: data.oldPrice,
    newPrice: data.newPrice,
    coverImage: data.coverImage,
    createdAt: data.createdAt.toDate().toISOString(),
  };
}

export function toBookDocument(input: ValidBookInput, createdAt: Timestamp): BookDocument {
  return {
    title: input.title,
    ...(input.author ? { author: input.author } : {}),
    description: input.description,
    category: input.category,
    trending: input.trending,
    oldPrice: input.oldPrice,
    newPrice: input.newPrice,
    coverImage: input.coverImage,
    createdAt,
  };
}

export async function listBooks(): Promise<Book[]> {
  const snapshot = await booksCollection().orderBy("createdAt", "desc").get();
  return snapshot.docs.map(toBook);
}

export async function findBook(id: string): Promise<Book | undefined> {
  const snapshot = await booksCollection().doc(id).get();
  return snapshot.exists ? toBook(snapshot) : undefined;
}

export async function insertBook(input: ValidBookInput): Promise<Book> {
  const ref = booksCollection().doc();
  const document = toBookDocument(input, Timestamp.now());
  await ref.create(document);
  return toBook(await ref.get());
}

/** Applies `change` to the current book inside a transaction; undefined when the book does not exist. */
export async function updateBook(
  id: string,
  change: (current: BookDocument) => Partial<BookDocument>,
): Promise<Book | undefined> {
  const ref = booksCollection().doc(id);
  const found = await db().runTransaction(async (tx: Transaction) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    tx.update(ref, { ...change(snapshot.data() as BookDocument), updatedAt: Timestamp.now() });
    return true;
  });
  return found ? toBook(await ref.get()) : undefined;
}

export async function deleteBook(id: string): Promise<Book | undefined> {
  const ref = booksCollection().doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    tx.delete(ref);
    return toBook(snapshot);
  });
}
