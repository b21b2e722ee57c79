// A save that changes nothing writes nothing: the edit form sent back as it was read leaves the book's change time
// and the activity log as they were, and answers the book as it is.
import type { ActivityPage, Book } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "@bookstore/testing/accounts";
import { api, apiOk } from "@bookstore/testing/api";
import { createBook, deleteBook, uniqueIsbn, uniqueTitle } from "@bookstore/testing/catalog";

let token: string;
let book: Book;
beforeAll(async () => {
  token = await adminToken();
  book = await createBook({
    title: uniqueTitle("Unchanged"),
    author: "Noah Change",
    description: "A book whose edits change nothing, unless they do.",
    category: "fiction",
    oldPrice: 20,
    newPrice: 15.5,
    stock: 7,
    isbn: uniqueIsbn(),
    publisher: "Still Press",
    contributors: ["A. Translator"],
  });
});
afterAll(() => deleteBook(book._id));

const entries = async () =>
  (await apiOk<ActivityPage>(`/api/admin/activity?target=book:${book._id}&limit=100`, { token })).entries;

const save = (changes: Partial<Book> = {}) => {
  // What the edit form sends: the book as read, without the fields only the store writes.
  const { _id, createdAt: _created, cover: _cover, ...fields } = { ...book, ...changes };
  return api<Book>(`/api/books/edit/${_id}`, {
    method: "PUT",
    token,
    body: { ...fields, expectedStock: book.stock, expectedUpdatedAt: book.updatedAt },
  });
};

describe("PUT /api/books/edit/:id with the values already stored", () => {
  it("writes no activity entry and no new updatedAt, and answers the book as it is", async () => {
    const logged = (await entries()).length;
    const res = await save();
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(book);
    expect(await apiOk<Book>(`/api/books/${book._id}`)).toEqual(book);
    expect((await entries()).length).toBe(logged);
  });

  it("still writes an edit that changes one value (the check above can fail)", async () => {
    const logged = (await entries()).length;
    const res = await save({ newPrice: 14 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.newPrice).toBe(14);
    expect(res.body.updatedAt).not.toBe(book.updatedAt);
    expect((await entries()).length).toBe(logged + 1);
  });
});
