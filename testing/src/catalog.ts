// The catalog through the API as the SPA calls it (through the Hosting rewrite), for tests that need books of
// their own or want to compare a screen with what the API answers.
import { randomUUID } from "node:crypto";
import type { AdminStats, Book, BookInput } from "@bookstore/schema";
import { adminToken } from "./admin.mjs";
import { api, apiOk } from "./api";

/** GET /api/books/: the whole catalog, newest first. */
export const listBooks = () => apiOk<Book[]>("/api/books/");
export const getBook = (id: string) => apiOk<Book>(`/api/books/${id}`);

export const adminStats = async () => apiOk<AdminStats>("/api/admin", { token: await adminToken() });

export async function createBook(input: BookInput): Promise<Book> {
  return apiOk<Book>("/api/books/create-book", { method: "POST", body: input, token: await adminToken() });
}

/** Deletes a book; a book the test already deleted (through the UI, say) is fine. */
export async function deleteBook(id: string): Promise<void> {
  const response = await api(`/api/books/${id}`, { method: "DELETE", token: await adminToken() });
  if (response.status !== 404 && (response.status < 200 || response.status >= 300)) {
    throw new Error(`DELETE /api/books/${id} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
}

/** A valid ISBN-13 (979-8 prefix, with its check digit) that no other test uses: ISBNs are unique in the catalog. */
export function uniqueIsbn(): string {
  const first12 = `9798${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** A title no other test (or earlier run) uses, so a test can find exactly its own book on any screen. */
export const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/**
 * Books of the test's own, with a stock it chooses: what tests that place orders buy, so they never depend on
 * (or drain) the seeded catalog. Prices differ per book (1.23, 2.53, ...) so totals exercise several of them;
 * `priceScale` multiplies them, for shoppers who must lead 'Users by average order'.
 */
export async function createStockedBooks(
  count: number,
  { stock = 1_000, label = "Stocked", priceScale = 1 } = {},
): Promise<Book[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      createBook({
        title: uniqueTitle(`${label} ${i + 1}`),
        author: "Test Author",
        description: "A book a test made for its own orders.",
        category: (["business", "technology", "fiction", "horror", "adventure"] as const)[i % 5]!,
        trending: false,
        oldPrice: 99 * priceScale,
        newPrice: Math.round((123 * (i + 1) + 7 * i) * priceScale) / 100,
        coverImage: "",
        stock,
      }),
    ),
  );
}

/**
 * Turns a book into one stored before every book had an author, which the API no longer creates: its author and
 * the author's address leave the document.
 */
export async function forgetAuthor(id: string): Promise<void> {
  // Loaded on demand: the Admin SDK is heavy, and most callers never need it.
  const [{ getFirestore }, { FieldValue }] = await Promise.all([
    import("./firestore-admin"),
    import("firebase-admin/firestore"),
  ]);
  await getFirestore()
    .collection("books")
    .doc(id)
    .update({ author: FieldValue.delete(), authorSlug: FieldValue.delete() });
}
