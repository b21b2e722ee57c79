import type {
  AdminReview,
  AdminReviewPage,
  ApiErrorBody,
  Book,
  BookPage,
  MyReview,
  MyReviewAnswer,
  ReviewPage,
} from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook, uniqueTitle } from "@bookstore/testing/catalog";
import { snapshotDatabase } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeOrder } from "@bookstore/testing/orders";
import { storeOrders } from "@bookstore/testing/stored-orders";
import { expectApiError } from "../support/api-errors";
import { moveOrder } from "../support/orders";
import { scaled } from "@bookstore/testing/timeouts";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Answer<T> = T & ApiErrorBody;

const reviewsOf = (bookId: string, query = "") => api<Answer<ReviewPage>>(`/api/books/${bookId}/reviews${query}`);
const mine = (shopper: Shopper, bookId: string) =>
  api<Answer<MyReviewAnswer>>(`/api/books/${bookId}/reviews/mine`, { token: shopper.idToken });
const writeReview = (shopper: Shopper | undefined, bookId: string, body: unknown) =>
  api<Answer<MyReview>>(`/api/books/${bookId}/reviews/mine`, { method: "PUT", token: shopper?.idToken, body });
const deleteReview = (shopper: Shopper | undefined, bookId: string) =>
  api<ApiErrorBody>(`/api/books/${bookId}/reviews/mine`, { method: "DELETE", token: shopper?.idToken });
/** PATCH as the admin, or with the token given ("" for none). */
const setHidden = (bookId: string, reviewId: string, body: unknown, as = token) =>
  api<Answer<AdminReview>>(`/api/books/${bookId}/reviews/${reviewId}`, {
    method: "PATCH",
    token: as || undefined,
    body,
  });

/** A shopper whose order of the books went through the admin's desk to delivered, as a real buyer's does. */
async function buyer(books: Book[], name?: string): Promise<Shopper> {
  const shopper = await createShopper("reader");
  const order = await placeOrder(shopper, books, name ? { name } : {});
  for (const status of ["shipped", "delivered"]) {
    const moved = await moveOrder(token, order._id, status);
    expect(moved.status, moved.text).toBe(200);
  }
  return shopper;
}

/** The book's stored reviews, every figure of its rating recomputed from them. */
async function ratingFromStoredReviews(bookId: string) {
  const stored = await getFirestore().collection("books").doc(bookId).collection("reviews").get();
  const visible = stored.docs.map((doc) => doc.data()).filter((review) => review.hidden === false);
  const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<string, number>;
  for (const review of visible) histogram[String(review.rating)]! += 1;
  const sum = visible.reduce((total, review) => total + (review.rating as number), 0);
  const count = visible.length;
  return { average: count ? Math.round((sum * 10) / count) / 10 : 0, count, histogram };
}

describe("GET /api/books/:id/reviews", () => {
  it("answers a book without reviews with none and an empty rating", async () => {
    const [book] = await createStockedBooks(1, { label: "Unreviewed" });
    const res = await reviewsOf(book!._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reviews: [],
      nextCursor: null,
      rating: { average: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    expect(book!.rating).toEqual({ average: 0, count: 0 });
  });

  it("answers 404 for an unknown book and 400 for a bad id, limit or cursor", async () => {
    const [book] = await createStockedBooks(1, { label: "Paged badly" });
    expectApiError(await reviewsOf("no-such-book"), 404);
    expectApiError(await reviewsOf("__bad__"), 400);
    const limit = await reviewsOf(book!._id, "?limit=0");
    expectApiError(limit, 400);
    expect(Object.keys(limit.body.error.fields ?? {})).toEqual(["limit"]);
    const cursor = await reviewsOf(book!._id, `?cursor=${Buffer.from('["price",1,"x"]').toString("base64url")}`);
    expectApiError(cursor, 400);
    expect(Object.keys(cursor.body.error.fields ?? {})).toEqual(["cursor"]);
  });
});

describe("PUT /api/books/:id/reviews/mine", () => {
  it("lets a buyer of a delivered order review the book: 201, then 200 for an edit, under first name and initial", async () => {
    const [book] = await createStockedBooks(1, { label: "Reviewed" });
    const reader = await buyer([book!], "Grace Brewster Hopper");
    const first = await writeReview(reader, book!._id, { rating: 4, text: "Clear and kind.\nRead it twice." });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      id: reader.uid,
      rating: 4,
      text: "Clear and kind.\nRead it twice.",
      name: "Grace H.",
      hidden: false,
    });
    expect(first.text).not.toContain(reader.email);
    expect((await getBook(book!._id)).rating).toEqual({ average: 4, count: 1 });

    const edit = await writeReview(reader, book!._id, { rating: 2 });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body).toMatchObject({ id: reader.uid, rating: 2, text: "", createdAt: first.body.createdAt });
    expect(Date.parse(edit.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.updatedAt));
    // One review per shopper and book: the edit replaced the first.
    const page = await reviewsOf(book!._id);
    const { hidden: _hidden, ...publicReview } = edit.body;
    expect(page.body.reviews).toEqual([publicReview]);
    expect(page.body.rating).toEqual({ average: 2, count: 1, histogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } });
    expect(await mine(reader, book!._id).then((res) => res.body)).toEqual({ review: edit.body, canReview: true });
  });

  it("names the shopper from their latest order, never from their email", async () => {
    const [book, other] = await createStockedBooks(2, { label: "Named" });
    const reader = await buyer([book!], "Ada Lovelace");
    // A later order under another name: the review takes that one.
    await placeOrder(reader, [other!], { name: `${reader.email}` });
    const res = await writeReview(reader, book!._id, { rating: 5, text: "" });
    expect(res.status, res.text).toBe(201);
    expect(res.body.name).toBe("A reader");
    expect(res.text).not.toContain(reader.email);
  });

  it("refuses a shopper without a delivered order holding the book with 403 not-a-buyer, writing nothing", async () => {
    const [book, other] = await createStockedBooks(2, { label: "Not bought" });
    const stranger = await createShopper();
    const refused = await writeReview(stranger, book!._id, { rating: 5 });
    expectApiError(refused, 403);
    expect(refused.body.error.code).toBe("not-a-buyer");
    expect((await mine(stranger, book!._id)).body).toEqual({ review: null, canReview: false });

    // Ordered but not delivered yet, or delivered another book: still not a buyer of this one.
    const waiting = await createShopper();
    const order = await placeOrder(waiting, [book!]);
    expect((await moveOrder(token, order._id, "shipped")).status).toBe(200);
    expect((await writeReview(waiting, book!._id, { rating: 5 })).body.error.code).toBe("not-a-buyer");
    const otherReader = await buyer([other!]);
    expect((await writeReview(otherReader, book!._id, { rating: 5 })).body.error.code).toBe("not-a-buyer");

    expect((await reviewsOf(book!._id)).body.rating.count).toBe(0);
    const stored = await getFirestore().collection("books").doc(book!._id).collection("reviews").get();
    expect(stored.size).toBe(0);
  });

  it("needs a signed-in shopper (401) and a known book (404)", async () => {
    const [book] = await createStockedBooks(1, { label: "Guarded" });
    expectApiError(await writeReview(undefined, book!._id, { rating: 3 }), 401);
    expectApiError(
      await api(`/api/books/${book!._id}/reviews/mine`, { method: "PUT", token: "not-a-token", body: { rating: 3 } }),
      401,
    );
    expectApiError(await api(`/api/books/${book!._id}/reviews/mine`), 401);
    const reader = await buyer([book!]);
    expectApiError(await writeReview(reader, "no-such-book", { rating: 3 }), 404);
    expectApiError(await mine(reader, "no-such-book"), 404);
  });

  describe("refuses a bad review with 400 naming the field, writing nothing", () => {
    // One book, one buyer and one snapshot for every refusal: each snapshot reads the whole database.
    let book: Book;
    let reader: Shopper;
    let before: Record<string, unknown>;
    beforeAll(async () => {
      [book] = (await createStockedBooks(1, { label: "Bad input" })) as [Book];
      reader = await buyer([book]);
      before = await snapshotDatabase();
    });

    it.each([
      ["rating", "0", { rating: 0, text: "zero" }],
      ["rating", "6", { rating: 6, text: "six" }],
      ["rating", "3.5", { rating: 3.5, text: "half" }],
      ["rating", "left out", { text: "no stars" }],
      ["text", "of 2,001 characters", { rating: 4, text: "x".repeat(2001) }],
      ["text", "with a lone surrogate", { rating: 4, text: "lone \ud800 surrogate" }],
    ])("a %s %s", async (field, _label, body) => {
      const res = await writeReview(reader, book._id, body);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
    });

    it("and none of those refusals wrote anything", async () => {
      expect(await snapshotDatabase()).toEqual(before);
    });
  });
});

describe("DELETE /api/books/:id/reviews/mine", () => {
  it("removes the shopper's review and its stars from the rating; 404 when there is none", async () => {
    const [book] = await createStockedBooks(1, { label: "Unsaid" });
    const [one, two] = [await buyer([book!]), await buyer([book!])];
    expect((await writeReview(one, book!._id, { rating: 5 })).status).toBe(201);
    expect((await writeReview(two, book!._id, { rating: 2 })).status).toBe(201);
    expect((await getBook(book!._id)).rating).toEqual({ average: 3.5, count: 2 });

    const removed = await deleteReview(one, book!._id);
    expect(removed.status).toBe(204);
    expect((await getBook(book!._id)).rating).toEqual({ average: 2, count: 1 });
    expect((await mine(one, book!._id)).body).toEqual({ review: null, canReview: true });
    expectApiError(await deleteReview(one, book!._id), 404);
    expectApiError(await deleteReview(undefined, book!._id), 401);
    expectApiError(await deleteReview(two, "no-such-book"), 404);
    expect(await ratingFromStoredReviews(book!._id)).toMatchObject({ average: 2, count: 1 });
  });
});

describe("paging a book's reviews", () => {
  it("lists visible reviews newest first, page by page", async () => {
    const [book] = await createStockedBooks(1, { label: "Much reviewed" });
    const readers = [await buyer([book!]), await buyer([book!]), await buyer([book!])];
    const written: string[] = [];
    for (const [i, reader] of readers.entries()) {
      expect((await writeReview(reader, book!._id, { rating: i + 3, text: `Review ${i}` })).status).toBe(201);
      written.push(reader.uid);
    }
    const first = await reviewsOf(book!._id, "?limit=2");
    expect(first.body.reviews.map((review) => review.id)).toEqual([written[2], written[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await reviewsOf(book!._id, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.reviews.map((review) => review.id)).toEqual([written[0]]);
    expect(second.body.nextCursor).toBeNull();
    expect(first.body.rating).toEqual({ average: 4, count: 3, histogram: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } });
  });
});

describe("the admin's moderation", () => {
  it("hides a review from the page and the rating, shows it again, and a hidden review stays hidden when edited", async () => {
    const [book] = await createStockedBooks(1, { label: "Moderated" });
    const [kind, rude] = [await buyer([book!]), await buyer([book!])];
    await writeReview(kind, book!._id, { rating: 5, text: "Lovely." });
    await writeReview(rude, book!._id, { rating: 1, text: "Spam spam spam." });
    expect((await getBook(book!._id)).rating).toEqual({ average: 3, count: 2 });

    const hidden = await setHidden(book!._id, rude.uid, { hidden: true });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ id: rude.uid, hidden: true, bookId: book!._id, bookTitle: book!.title });
    const page = await reviewsOf(book!._id);
    expect(page.body.reviews.map((review) => review.id)).toEqual([kind.uid]);
    expect(page.body.rating).toEqual({ average: 5, count: 1, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect((await getBook(book!._id)).rating).toEqual({ average: 5, count: 1 });
    expect((await mine(rude, book!._id)).body.review).toMatchObject({ hidden: true });
    // Hiding twice changes nothing; an edit by its writer does not show it again.
    expect((await setHidden(book!._id, rude.uid, { hidden: true })).status).toBe(200);
    expect((await writeReview(rude, book!._id, { rating: 2, text: "Fine." })).body.hidden).toBe(true);
    expect((await getBook(book!._id)).rating).toEqual({ average: 5, count: 1 });

    const shown = await setHidden(book!._id, rude.uid, { hidden: false });
    expect(shown.body.hidden).toBe(false);
    expect((await getBook(book!._id)).rating).toEqual({ average: 3.5, count: 2 });
    expect(await ratingFromStoredReviews(book!._id)).toEqual((await reviewsOf(book!._id)).body.rating);
  });

  it("needs the admin (401, 403 for a shopper), a known review (404) and a valid body (400)", async () => {
    const [book] = await createStockedBooks(1, { label: "Guarded moderation" });
    const reader = await buyer([book!]);
    await writeReview(reader, book!._id, { rating: 4 });
    expectApiError(await setHidden(book!._id, reader.uid, { hidden: true }, ""), 401);
    expectApiError(await setHidden(book!._id, reader.uid, { hidden: true }, reader.idToken), 403);
    expectApiError(await setHidden(book!._id, "no-such-review", { hidden: true }), 404);
    expectApiError(await setHidden("no-such-book", reader.uid, { hidden: true }), 404);
    const bad = await setHidden(book!._id, reader.uid, { hidden: "yes" });
    expectApiError(bad, 400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["hidden"]);
    expectApiError(await setHidden(book!._id, reader.uid, { hidden: true, rating: 5 }), 400);
    expect((await getBook(book!._id)).rating).toEqual({ average: 4, count: 1 });
  });

  it("lists every review, hidden ones too, most recently written first, page by page", async () => {
    const books = await createStockedBooks(2, { label: "Listed" });
    const [one, two] = [await buyer([books[0]!]), await buyer([books[1]!])];
    await writeReview(one, books[0]!._id, { rating: 3, text: "First." });
    await writeReview(two, books[1]!._id, { rating: 4, text: "Second." });
    await setHidden(books[1]!._id, two.uid, { hidden: true });

    const first = await api<Answer<AdminReviewPage>>("/api/reviews?limit=1", { token });
    expect(first.status, first.text).toBe(200);
    expect(first.body.reviews).toEqual([
      expect.objectContaining({ id: two.uid, bookId: books[1]!._id, bookTitle: books[1]!.title, hidden: true }),
    ]);
    const second = await api<Answer<AdminReviewPage>>(`/api/reviews?limit=1&cursor=${first.body.nextCursor}`, {
      token,
    });
    expect(second.body.reviews).toEqual([
      expect.objectContaining({ id: one.uid, bookId: books[0]!._id, hidden: false }),
    ]);

    expectApiError(await api("/api/reviews"), 401);
    expectApiError(await api("/api/reviews", { token: one.idToken }), 403);
    expectApiError(await api("/api/reviews?cursor=%3D%3D", { token }), 400);
  });
});

describe("the rating on every book answer and the rating sort", () => {
  it("sorts the catalog by average, ties by how many reviews, books without reviews last", async () => {
    const word = uniqueTitle("Ratedsort").split(" ")[1]!;
    const books = await createStockedBooks(4, { label: `Rated ${word}` });
    const [a, b, c, d] = books as [Book, Book, Book, Book];
    const readers = [await buyer(books), await buyer(books)];
    await writeReview(readers[0]!, a._id, { rating: 5 });
    await writeReview(readers[0]!, b._id, { rating: 5 });
    await writeReview(readers[1]!, b._id, { rating: 5 });
    await writeReview(readers[0]!, c._id, { rating: 3 });

    const page = await api<Answer<BookPage>>(`/api/books/?q=${word}&sort=rating&limit=10`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.books.map((book) => [book._id, book.rating])).toEqual([
      [b._id, { average: 5, count: 2 }],
      [a._id, { average: 5, count: 1 }],
      [c._id, { average: 3, count: 1 }],
      [d._id, { average: 0, count: 0 }],
    ]);
    const paged = await api<Answer<BookPage>>(`/api/books/?q=${word}&sort=rating&limit=2`);
    const rest = await api<Answer<BookPage>>(
      `/api/books/?q=${word}&sort=rating&limit=2&cursor=${paged.body.nextCursor}`,
    );
    expect([...paged.body.books, ...rest.body.books].map((book) => book._id)).toEqual([b._id, a._id, c._id, d._id]);
  });
});

describe("twenty buyers reviewing one book at once", () => {
  const READERS = 20;

  it(
    "counts every review exactly: each figure recomputed from the stored reviews is the book's",
    async () => {
      const [book] = await createStockedBooks(1, { label: "Bestseller" });
      const readers = await Promise.all(Array.from({ length: READERS }, () => createShopper("crowd")));
      // Delivered orders written as the API stores them (and counted), so the race is the reviews' alone.
      await storeOrders(
        readers.map((reader) => ({
          shopper: { uid: reader.uid, email: reader.email, name: "Crowd Reader" },
          books: [book!],
          createdAt: new Date(Date.now() - 86_400_000),
          status: "delivered" as const,
        })),
      );

      const ratings = readers.map((_, i) => (i % 5) + 1);
      const answers = await Promise.all(
        readers.map((reader, i) => writeReview(reader, book!._id, { rating: ratings[i], text: `Reader ${i}` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(readers.map(() => 201));

      const recomputed = await ratingFromStoredReviews(book!._id);
      expect(recomputed).toEqual({ average: 3, count: READERS, histogram: { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 } });
      expect((await reviewsOf(book!._id)).body.rating).toEqual(recomputed);
      expect((await getBook(book!._id)).rating).toEqual({ average: recomputed.average, count: recomputed.count });
      const stored = (await getFirestore().collection("books").doc(book!._id).get()).data()!;
      expect(stored).toMatchObject({ ratingStars: recomputed.histogram, ratingCount: READERS, ratingAverage: 3 });

      // Half of them change their minds at once, a quarter delete theirs: still exact.
      const changes = await Promise.all(
        readers.map((reader, i) =>
          i < 10 ? writeReview(reader, book!._id, { rating: 5 }) : i < 15 ? deleteReview(reader, book!._id) : undefined,
        ),
      );
      expect(changes.slice(0, 15).map((answer) => answer!.status)).toEqual([
        ...Array(10).fill(200),
        ...Array(5).fill(204),
      ]);
      const after = await ratingFromStoredReviews(book!._id);
      expect(after.count).toBe(15);
      expect((await reviewsOf(book!._id)).body.rating).toEqual(after);
    },
    scaled(60_000),
  );
});
