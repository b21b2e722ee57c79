// The catalog through the API as the SPA calls it (through the Hosting rewrite), for tests that need books of
// their own or want to compare a screen with what the API answers.
import { randomUUID } from "node:crypto";
import type { AdminStats, Book, BookInput } from "@bookstore/schema";
import { adminToken } from "./admin.mjs";
import { api, apiOk } from "./api";

let workerToken: Promise<string> | undefined;

/** One admin token per test process for the helpers below (valid for an hour, longer than any test run's share). */
function catalogToken(): Promise<string> {
  workerToken ??= adminToken();
  return workerToken;
}

/** GET /api/books/: the whole catalog, newest first. */
export const listBooks = () => apiOk<Book[]>("/api/books/");
export const getBook = (id: string) => apiOk<Book>(`/api/books/${id}`);

export const adminStats = async () => apiOk<AdminStats>("/api/admin", { token: await catalogToken() });

export async function createBook(input: BookInput): Promise<Book> {
  return apiOk<Book>("/api/books/create-book", { method: "POST", body: input, token: await catalogToken() });
}

/** Deletes a book; a book the test already deleted (through the UI, say) is fine. */
export async function deleteBook(id: string): Promise<void> {
  const response = await api(`/api/books/${id}`, { method: "DELETE", token: await catalogToken() });
  if (response.status !== 404 && (response.status < 200 || response.status >= 300)) {
    throw new Error(`DELETE /api/books/${id} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
}

/** A valid ISBN-13 no other test uses (979-8 prefix), with its check digit. */
export function uniqueIsbn(): string {
  const first12 = `9798${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** A title no other test (or earlier run) uses, so a test can find exactly its own book on any screen. */
export const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/**
 * Books of the test's own, with a stock it chooses: what tests that place orders buy, so they never depend on
 * (or drain) the seeded catalog. Prices differ per book (1.23, 2.46, ...) so totals exercise several of them.
 */
export async function createStockedBooks(count: number, { stock = 1_000, label = "Stocked" } = {}): Promise<Book[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      createBook({
        title: uniqueTitle(`${label} ${i + 1}`),
        author: "Test Author",
        description: "A book a test made for its own orders.",
        category: (["business", "technology", "fiction", "horror", "adventure"] as const)[i % 5]!,
        trending: false,
        oldPrice: 99,
        newPrice: Math.round(123 * (i + 1) + 7 * i) / 100,
        coverImage: "",
        stock,
      }),
    ),
  );
}
