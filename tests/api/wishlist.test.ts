import type { Book, WishedBook, WishlistPage, WishlistSummary } from "@bookstore/schema";
import { WISHLIST } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks, deleteBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { Timestamp } from "firebase-admin/firestore";
import { expectApiError } from "../support/api-errors";

const wish = (shopper: Shopper, bookId: string) =>
  api<WishedBook & { error?: any }>(`/api/me/wishlist/${bookId}`, { method: "PUT", token: shopper.idToken });
const unwish = (shopper: Shopper, bookId: string) =>
  api(`/api/me/wishlist/${bookId}`, { method: "DELETE", token: shopper.idToken });
const page = (shopper: Shopper, query = "") =>
  api<WishlistPage & { error?: any }>(`/api/me/wishlist${query}`, { token: shopper.idToken });
const summary = (shopper: Shopper) => api<WishlistSummary>("/api/me/wishlist/summary", { token: shopper.idToken });

let books: Book[];
beforeAll(async () => {
  books = await createStockedBooks(3, { stock: 4, label: "Wished" });
});

describe("the wishlist API", () => {
  it("needs a signed-in shopper for every call: 401 signed out, with an admin token, or a forged token", async () => {
    const calls = [
      ["GET", "/api/me/wishlist"],
      ["GET", "/api/me/wishlist/summary"],
      ["PUT", `/api/me/wishlist/${books[0]!._id}`],
      ["DELETE", `/api/me/wishlist/${books[0]!._id}`],
    ] as const;
    const admin = await adminToken();
    for (const [method, path] of calls) {
      for (const token of [undefined, admin, "not-a-token"]) {
        const res = await api(path, { method, token });
        expectApiError(res, 401);
        expect(res.body.error.code).toBe("unauthenticated");
      }
    }
  });

  it("adds a book once (201, then 200 unchanged), lists it newest first with its stock, removes it (204, twice)", async () => {
    const shopper = await createShopper("wisher");
    const [first, second] = books as [Book, Book];
    const added = await wish(shopper, first._id);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ _id: first._id, title: first.title, stock: 4, backInStock: false });
    const again = await wish(shopper, first._id);
    expect(again.status).toBe(200);
    expect(again.body.wishedAt).toBe(added.body.wishedAt);
    expect((await wish(shopper, second._id)).status).toBe(201);

    const listed = await page(shopper);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect(listed.body.books.map((b) => [b._id, b.stock])).toEqual([
      [second._id, 4],
      [first._id, 4],
    ]);
    expect(listed.body.nextCursor).toBeNull();
    expect((await summary(shopper)).body).toEqual({ bookIds: [second._id, first._id], backInStock: [] });

    expect((await unwish(shopper, first._id)).status).toBe(204);
    expect((await unwish(shopper, first._id)).status).toBe(204);
    expect((await page(shopper)).body.books.map((b) => b._id)).toEqual([second._id]);
    // Each shopper has their own list.
    expect((await page(await createShopper("other"))).body.books).toEqual([]);
  });

  it("refuses an unknown book (404) and an id that is not one (400 naming bookId), writing nothing", async () => {
    const shopper = await createShopper("wisher");
    const unknown = await wish(shopper, "no-such-book");
    expectApiError(unknown, 404);
    const invalid = await wish(shopper, "__bad__");
    expectApiError(invalid, 400);
    expect(Object.keys(invalid.body.error.fields)).toEqual(["bookId"]);
    expect((await summary(shopper)).body.bookIds).toEqual([]);
    const stored = await getFirestore().collection(`users/${shopper.uid}/wishlist`).get();
    expect(stored.size).toBe(0);
  });

  it("pages with a cursor, and refuses a bad cursor or limit with 400 naming it", async () => {
    const shopper = await createShopper("wisher");
    for (const book of books) expect((await wish(shopper, book._id)).status).toBe(201);
    const first = await page(shopper, "?limit=2");
    expect(first.body.books.map((b) => b._id)).toEqual([books[2]!._id, books[1]!._id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await page(shopper, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.books.map((b) => b._id)).toEqual([books[0]!._id]);
    expect(second.body.nextCursor).toBeNull();

    const badCursor = await page(shopper, "?cursor=bm90LWEtY3Vyc29y");
    expectApiError(badCursor, 400);
    expect(Object.keys(badCursor.body.error.fields)).toEqual(["cursor"]);
    const badLimit = await page(shopper, `?limit=${WISHLIST.maxLimit + 1}`);
    expectApiError(badLimit, 400);
    expect(Object.keys(badLimit.body.error.fields)).toEqual(["limit"]);
  });

  it("says a book sold out when it was wished is back in stock once it has copies again", async () => {
    const shopper = await createShopper("wisher");
    const [soldOut] = await createStockedBooks(1, { stock: 0, label: "Sold out" });
    const [plenty] = await createStockedBooks(1, { stock: 2, label: "Plenty" });
    try {
      expect((await wish(shopper, soldOut!._id)).body).toMatchObject({ stock: 0, backInStock: false });
      await wish(shopper, plenty!._id);
      expect((await summary(shopper)).body.backInStock).toEqual([]);

      const { _id, createdAt: _createdAt, ...input } = soldOut!;
      const restocked = await api(`/api/books/edit/${_id}`, {
        method: "PUT",
        token: await adminToken(),
        body: { ...input, stock: 3 },
      });
      expect(restocked.status, restocked.text).toBe(200);

      const listed = await page(shopper);
      expect(listed.body.books.map((b) => [b._id, b.stock, b.backInStock])).toEqual([
        [plenty!._id, 2, false],
        [soldOut!._id, 3, true],
      ]);
      expect((await summary(shopper)).body.backInStock).toEqual([soldOut!._id]);
    } finally {
      await Promise.all([deleteBook(soldOut!._id), deleteBook(plenty!._id)]);
    }
  });

  it("drops a book deleted from the catalog from the list", async () => {
    const shopper = await createShopper("wisher");
    const [doomed] = await createStockedBooks(1, { label: "Doomed" });
    await wish(shopper, books[0]!._id);
    await wish(shopper, doomed!._id);
    await deleteBook(doomed!._id);
    expect((await page(shopper)).body.books.map((b) => b._id)).toEqual([books[0]!._id]);
    expect((await summary(shopper)).body.bookIds).toEqual([books[0]!._id]);
  });

  it(`holds at most ${WISHLIST.maxBooks} books: past it 409, exactly, even when adds race`, async () => {
    const shopper = await createShopper("collector");
    // The list filled to three short of its limit as the API stores it (a wish per book and the shopper's
    // count), rather than with ~500 requests.
    const db = getFirestore();
    const batch = db.batch();
    const filled = WISHLIST.maxBooks - 3;
    for (let i = 0; i < filled; i++) {
      batch.set(db.doc(`users/${shopper.uid}/wishlist/filler-${i}`), {
        addedAt: Timestamp.fromMillis(Date.now() - 60_000 - i),
        soldOutWhenWished: false,
      });
    }
    batch.set(db.doc(`users/${shopper.uid}`), { wishlistCount: filled }, { merge: true });
    await batch.commit();

    const candidates = await createStockedBooks(6, { label: "Race" });
    const answers = await Promise.all(candidates.map((book) => wish(shopper, book._id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expectApiError(refused, 409);
    expect(refused.body.error.code).toBe("wishlist-full");
    expect((await db.collection(`users/${shopper.uid}/wishlist`).count().get()).data().count).toBe(WISHLIST.maxBooks);

    // A book already on the full list is still answered 200; removing one makes room for another.
    const kept = candidates[answers.findIndex((answer) => answer.status === 201)]!;
    const refusedBook = candidates[answers.indexOf(refused)]!;
    expect((await wish(shopper, kept._id)).status).toBe(200);
    expect((await unwish(shopper, kept._id)).status).toBe(204);
    expect((await wish(shopper, refusedBook._id)).status).toBe(201);
    await Promise.all(candidates.map((book) => deleteBook(book._id)));
  });
});
