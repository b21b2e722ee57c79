import { bookSchema, type Book, type BookPage } from "@bookstore/schema";
import { get } from "node:http";
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { FUNCTION_URL } from "@bookstore/testing/emulators";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks, uniqueTitle } from "@bookstore/testing/catalog";
import { snapshotDatabase } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";
import { makeBook } from "@bookstore/testing/factories";

const validBook = () => ({
  title: uniqueTitle("Test Book"),
  author: "Ines Tester",
  description: "A book created by the API tests, long enough to look like a real description of a book.",
  category: "technology",
  trending: true,
  oldPrice: 30,
  newPrice: 24.5,
  coverImage: "my-cover.png",
});

const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on("error", reject);
  });

let token: string;
/** A book of this file's own, for edits that must be refused. */
let stockedBook: Book;
beforeAll(async () => {
  token = await adminToken();
  [stockedBook] = (await createStockedBooks(1, { stock: 5, label: "Shelf" })) as [Book];
});

describe("GET /api/books/", () => {
  it("lists the seeded catalog newest first, in the product's shape", async () => {
    const res = await api<Book[]>("/api/books/");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(24);
    const dates = res.body.map((book) => book.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const book of res.body) {
      // Every field of product §3 in its type, and nothing else (no stored-only field such as searchTokens).
      expect(bookSchema.strict().safeParse(book).error?.issues ?? []).toEqual([]);
      expect(new Date(book.createdAt).toISOString()).toBe(book.createdAt);
    }
    // Every seeded book has its author, and most their details; an unknown detail is left out, not sent empty.
    const seeded = res.body.filter((book) => book._id.startsWith("seed-book-"));
    expect(seeded.every((book) => book.author)).toBe(true);
    expect(seeded.some((book) => book.isbn && book.publisher && book.format)).toBe(true);
    expect(seeded.some((book) => !("isbn" in book) && !("publisher" in book))).toBe(true);
  });

  it("is cacheable publicly and answers 304 to a matching ETag", async () => {
    const first = await api("/api/books/");
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const direct = await fetch(`${FUNCTION_URL}/api/books/`);
    const etag = direct.headers.get("etag");
    expect(etag).toBeTruthy();
    // Asked of the function directly: the Hosting emulator's proxy does not pass conditional requests on
    // (in production the Hosting CDN answers them itself from its cache). Plain node:http, because fetch()
    // adds `Cache-Control: no-cache` to requests that carry a conditional header.
    expect(await statusOf(`${FUNCTION_URL}/api/books/`, { "If-None-Match": etag! })).toBe(304);
    expect(await statusOf(`${FUNCTION_URL}/api/books/`, { "If-None-Match": 'W/"stale"' })).toBe(200);
  });
});

describe("GET /api/books/:id", () => {
  it("returns one book", async () => {
    const book = await makeBook({ label: "One" });
    const res = await api<Book>(`/api/books/${book._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: book._id, title: book.title });
  });

  it("answers 404 JSON for an unknown id and 400 for an id that is not an id", async () => {
    const missing = await api("/api/books/no-such-book");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "not-found", message: "Book not found" } });
    for (const odd of ["bad%20id", "a*b", "%E2%9C%93", "x".repeat(129)]) {
      const res = await api(`/api/books/${odd}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid-request");
    }
    // An encoded path traversal reaches the function as one parameter and is refused before any read.
    // (Asked of the function directly: the Hosting emulator refuses such paths itself with an HTML 404.)
    const traversal = await fetch(`${FUNCTION_URL}/api/books/..%2Fadmins%2Fadmin`);
    expect(traversal.status).toBe(400);
    expect(((await traversal.json()) as { error: { code: string } }).error.code).toBe("invalid-request");
  });
});

describe("admin book management", () => {
  it("creates, reads, edits and deletes a book", async () => {
    const input = validBook();
    const created = await api<Book>("/api/books/create-book", { method: "POST", body: input, token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...input, _id: expect.any(String) });
    const id = created.body._id;

    const listed = await api<Book[]>("/api/books/");
    expect(listed.body[0]?._id).toBe(id); // newest first

    // Prices arrive as strings from HTML inputs: converted to numbers. An empty cover keeps the old one.
    const edited = await api<Book>(`/api/books/edit/${id}`, {
      method: "PUT",
      token,
      body: { ...input, title: "Edited title", oldPrice: "40", newPrice: "35.25", coverImage: "", trending: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: "Edited title",
      oldPrice: 40,
      newPrice: 35.25,
      coverImage: "my-cover.png",
      trending: false,
    });
    expect((await api<Book>(`/api/books/${id}`)).body.title).toBe("Edited title");

    const deleted = await api(`/api/books/${id}`, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect((await api(`/api/books/${id}`)).status).toBe(404);
  });

  it("shows an admin's create, edit and delete on the next page read, and a change another instance committed", async () => {
    // Each function instance keeps its own in-memory page cache, keyed by the catalog's version mark
    // (catalog-version.repository.ts): several reads at once, then a change this instance did not make.
    const firstPages = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => api<BookPage>("/api/books/?limit=12")));
      for (const answer of answers) expect(answer.status).toBe(200);
      return answers.map((answer) => answer.body.books[0]);
    };
    await firstPages(); // the pages are cached now

    const input = validBook();
    const id = (await api<Book>("/api/books/create-book", { method: "POST", body: input, token })).body._id;
    try {
      expect((await firstPages()).map((book) => book?.title)).toEqual(Array(6).fill(input.title));

      const title = uniqueTitle("Renamed");
      expect((await api(`/api/books/edit/${id}`, { method: "PUT", token, body: { ...input, title } })).status).toBe(
        200,
      );
      expect((await firstPages()).map((book) => book?.title)).toEqual(Array(6).fill(title));

      // Committed as another instance's edit commits: the book and the catalog's version mark together.
      const elsewhere = uniqueTitle("Renamed elsewhere");
      const firestore = getFirestore();
      await firestore
        .batch()
        .update(firestore.collection("books").doc(id), { title: elsewhere })
        .set(firestore.collection("meta").doc("catalog"), { changedAt: FieldValue.serverTimestamp() })
        .commit();
      expect((await firstPages()).map((book) => book?.title)).toEqual(Array(6).fill(elsewhere));
    } finally {
      expect((await api(`/api/books/${id}`, { method: "DELETE", token })).status).toBe(200);
    }
    expect((await firstPages()).filter((book) => book?._id === id)).toEqual([]);
  });

  it("answers 404 when editing or deleting a book that does not exist", async () => {
    expect((await api("/api/books/edit/missing-book", { method: "PUT", token, body: validBook() })).status).toBe(404);
    expect((await api("/api/books/missing-book", { method: "DELETE", token })).status).toBe(404);
  });

  it("validates every field and names the failing ones", async () => {
    const res = await api("/api/books/create-book", {
      method: "POST",
      token,
      body: { title: " ", description: "", category: "", oldPrice: -1, newPrice: "abc", trending: "yes" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ["author", "category", "description", "newPrice", "oldPrice", "title", "trending"].sort(),
    );
  });

  it("keeps the stock it is given: created with 7, edited to 3, and an edit without one keeps it", async () => {
    const created = await api<Book>("/api/books/create-book", {
      method: "POST",
      token,
      body: { ...validBook(), stock: 7 },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body._id;
    try {
      expect(created.body.stock).toBe(7);
      expect((await api<Book>(`/api/books/${id}`)).body.stock).toBe(7);
      const { _id, createdAt: _createdAt, ...input } = created.body;
      const edit = (body: unknown) => api<Book>(`/api/books/edit/${id}`, { method: "PUT", token, body });
      const edited = await edit({ ...input, stock: 3 });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body.stock).toBe(3);
      expect((await api<Book>(`/api/books/${id}`)).body.stock).toBe(3);
      const { stock: _stock, ...withoutStock } = input;
      expect((await edit(withoutStock)).body.stock).toBe(3);
      expect((await api<Book>(`/api/books/${id}`)).body.stock).toBe(3);
    } finally {
      await api(`/api/books/${id}`, { method: "DELETE", token });
    }
  });

  it.each([[-1], [2.5], ["x"], [1e9 + 1]])(
    "refuses the stock %j on create and on edit with 400 naming `stock`, writing nothing",
    async (stock) => {
      const before = await snapshotDatabase();
      const body = { ...validBook(), stock };
      const created = await api("/api/books/create-book", { method: "POST", token, body });
      const edited = await api(`/api/books/edit/${stockedBook._id}`, { method: "PUT", token, body });
      for (const res of [created, edited]) {
        expectApiError(res, 400);
        expect(Object.keys(res.body.error.fields), res.text).toEqual(["stock"]);
      }
      expect(await snapshotDatabase()).toEqual(before);
    },
  );

  it("refuses unknown fields and over-long strings", async () => {
    const extra = await api("/api/books/create-book", {
      method: "POST",
      token,
      body: { ...validBook(), isAdmin: true },
    });
    expect(extra.status).toBe(400);
    const long = await api("/api/books/create-book", {
      method: "POST",
      token,
      body: { ...validBook(), title: "x".repeat(201) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.title).toBeDefined();
  });

  it("requires an admin token: none → 401, invalid or a shopper's ID token → 403", async () => {
    const body = validBook();
    expect((await api("/api/books/create-book", { method: "POST", body })).status).toBe(401);
    expect((await api("/api/books/create-book", { method: "POST", body, token: "not-a-jwt" })).status).toBe(403);
    const shopper = await createShopper();
    const asShopper = await api("/api/books/create-book", { method: "POST", body, token: shopper.idToken });
    expect(asShopper.status).toBe(403);
    expect(asShopper.body.error.code).toBe("invalid-token");
    const kept = await makeBook({ label: "Kept" });
    expect((await api(`/api/books/${kept._id}`, { method: "DELETE" })).status).toBe(401);
    expect((await api(`/api/books/edit/${kept._id}`, { method: "PUT", body, token: shopper.idToken })).status).toBe(
      403,
    );
    expect((await api<Book>(`/api/books/${kept._id}`)).status).toBe(200);
  });
});
