import { SHOPPER_LIMITS, type AdminStats } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, createGuest, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { apiOk } from "@bookstore/testing/api";
import { maintain } from "@bookstore/testing/database";
import { createStockedBooks, deleteBook, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { cancelOrder, moveOrder, orderBody, placeUntilDefinite, postOrder } from "../support/orders";

const { copiesPerTitle, placedOrders } = SHOPPER_LIMITS;

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe("what one shopper may hold in placed orders", () => {
  it(
    `refuses a ${copiesPerTitle + 1}th copy of one title with 409 naming the limit, until an order ships or is cancelled`,
    async () => {
      const [book, other] = await createStockedBooks(2, { stock: 100, label: "Limit" });
      const shopper = await createShopper("limit");
      const placed: string[] = [];
      for (let i = 0; i < copiesPerTitle; i++) {
        const res = await postOrder(shopper, orderBody(shopper, [book!._id]));
        expect(res.status, res.text).toBe(201);
        placed.push(res.body._id);
      }
      const refused = await postOrder(shopper, orderBody(shopper, [other!._id, book!._id]));
      expectApiError(refused, 409);
      expect(refused.body.error.code).toBe("title-copy-limit");
      expect(refused.body.error.message).toContain(`at most ${copiesPerTitle} copies`);
      expect(refused.body.error.message).toContain(book!.title);
      expect(refused.body.error.books?.map((b) => b.bookId)).toEqual([book!._id]);
      expect((await getBook(book!._id)).stock, "a refused order takes no copy").toBe(100 - copiesPerTitle);

      // Another shopper is not held back by this one's orders.
      const neighbour = await createShopper("limit");
      expect((await postOrder(neighbour, orderBody(neighbour, [book!._id]))).status).toBe(201);

      // A shipped order and a cancelled one each free a copy of the title.
      expect((await moveOrder(token, placed[0]!, "shipped")).status).toBe(200);
      expect((await postOrder(shopper, orderBody(shopper, [book!._id]))).status).toBe(201);
      expect((await cancelOrder(shopper, placed[1]!)).status).toBe(200);
      expect((await postOrder(shopper, orderBody(shopper, [book!._id]))).status).toBe(201);
      expectApiError(await postOrder(shopper, orderBody(shopper, [book!._id])), 409);
    },
    scaled(60_000),
  );

  it(
    `refuses an ${placedOrders + 1}th placed order with 409 naming the limit`,
    async () => {
      const books = await createStockedBooks(placedOrders + 1, { stock: 10, label: "Open" });
      const shopper = await createShopper("open-orders");
      for (const book of books.slice(0, placedOrders)) {
        const res = await postOrder(shopper, orderBody(shopper, [book._id]));
        expect(res.status, res.text).toBe(201);
      }
      const refused = await postOrder(shopper, orderBody(shopper, [books.at(-1)!._id]));
      expectApiError(refused, 409);
      expect(refused.body.error.code).toBe("placed-order-limit");
      expect(refused.body.error.message).toContain(`${placedOrders} orders waiting to ship`);
      expect((await getBook(books.at(-1)!._id)).stock).toBe(10);
    },
    scaled(60_000),
  );

  it(
    `lets exactly ${copiesPerTitle} of 12 parallel orders of one title by one shopper through, none in doubt`,
    async () => {
      const [book] = await createStockedBooks(1, { stock: 100, label: "Parallel limit" });
      const shopper = await createShopper("limit-rush");
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          placeUntilDefinite(shopper, orderBody(shopper, [book!._id])).then(({ final }) => final),
        ),
      );
      const placed = results.filter((res) => res.status === 201);
      expect(placed, results.map((res) => res.text).join("\n")).toHaveLength(copiesPerTitle);
      for (const res of results.filter((r) => r.status !== 201)) {
        expectApiError(res, 409);
        expect(res.body.error.code, res.text).toBe("title-copy-limit");
      }
      const stored = await getFirestore().collection("orders").where("uid", "==", shopper.uid).get();
      expect(stored.size).toBe(copiesPerTitle);
      expect((await getBook(book!._id)).stock).toBe(100 - copiesPerTitle);
    },
    scaled(60_000),
  );
});

describe("what one email, and one client address of guests, may hold in placed orders", () => {
  // Books that sold a few copies rank among a genre's Top Sellers for the browser tests after this file: gone after.
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((id) => deleteBook(id))));
  /** A fresh anonymous account giving `email`, as the checkout's 'Continue as guest' makes one per visit. */
  const newGuest = async (email: string): Promise<Shopper> => ({ ...(await createGuest()), email, password: "" });
  const guestEmail = () => `throwaway-${randomUUID().slice(0, 8)}@example.com`;
  /** Every holder's count of `book` (shopperHoldings), left-over zeros of blind decrements as none. */
  const heldCopies = async (bookId: string) => {
    const docs = (await getFirestore().collection("shopperHoldings").get()).docs;
    return Object.fromEntries(
      docs
        .map((doc) => [doc.id, (doc.get(`copies.${bookId}`) as number | undefined) ?? 0] as const)
        .filter(([, copies]) => copies > 0),
    );
  };

  it(
    `lets ${copiesPerTitle} of 12 parallel guest orders with one email through, each from a new account`,
    async () => {
      const [book] = await createStockedBooks(1, { stock: 60, label: "Throwaway accounts", priceScale: 1_000 });
      made.push(book!._id);
      const email = guestEmail();
      // The email typed in another case is the same email, as the order lookup reads it.
      const guests = await Promise.all(
        Array.from({ length: 12 }, (_, i) => newGuest(i % 2 ? email.toUpperCase() : email)),
      );
      const results = await Promise.all(
        guests.map((guest) => placeUntilDefinite(guest, orderBody(guest, [book!._id])).then(({ final }) => final)),
      );
      const placed = results.filter((res) => res.status === 201);
      expect(placed, results.map((res) => res.text).join("\n")).toHaveLength(copiesPerTitle);
      for (const res of results.filter((r) => r.status !== 201)) {
        expectApiError(res, 409);
        expect(res.body.error.code, res.text).toBe("title-copy-limit");
        expect(res.body.error.message).toMatch(/^(One email|Guests on one network) may have at most/);
      }
      expect((await getBook(book!._id)).stock).toBe(60 - copiesPerTitle);

      // A shopper with an account and another email still gets a copy.
      const shopper = await createShopper("real-shopper");
      expect((await postOrder(shopper, orderBody(shopper, [book!._id]))).status).toBe(201);

      // The dashboard's best customers name the email once, with all its orders.
      const stats = await apiOk<AdminStats>("/api/admin", { token });
      const listed = stats.topCustomers.filter((customer) => customer.email === email);
      expect(listed.map((customer) => customer.orders)).toEqual([copiesPerTitle]);
    },
    scaled(90_000),
  );

  it(
    `refuses guests of one client address past ${copiesPerTitle} copies of a title, each with another email`,
    async () => {
      // Through the emulators every caller has one client address, as guests behind one network do.
      const [book] = await createStockedBooks(1, { stock: 60, label: "One address" });
      made.push(book!._id);
      const placed: { guest: Shopper; id: string }[] = [];
      for (let i = 0; i < copiesPerTitle; i++) {
        const guest = await newGuest(guestEmail());
        const res = await postOrder(guest, orderBody(guest, [book!._id]));
        expect(res.status, res.text).toBe(201);
        placed.push({ guest, id: res.body._id });
      }
      const next = await newGuest(guestEmail());
      const refused = await postOrder(next, orderBody(next, [book!._id]));
      expectApiError(refused, 409);
      expect(refused.body.error.code).toBe("title-copy-limit");
      expect(refused.body.error.message).toContain("Guests on one network may have at most");
      // A signed-in shopper is counted by their account and email only.
      const shopper = await createShopper("same-address");
      expect((await postOrder(shopper, orderBody(shopper, [book!._id]))).status).toBe(201);

      // A cancelled guest order frees its copy of the address's, and of its email's and account's.
      expect((await cancelOrder(placed[0]!.guest, placed[0]!.id)).status).toBe(200);
      expect((await postOrder(next, orderBody(next, [book!._id]))).status).toBe(201);
      expectApiError(await postOrder(next, orderBody(next, [book!._id])), 409);

      // The maintenance recount rebuilds the same holdings from the orders.
      const held = await heldCopies(book!._id);
      // Six accounts and six emails hold one copy each (the cancelled guest's none), the address its limit.
      expect(Object.values(held).sort()).toEqual([...Array<number>(12).fill(1), copiesPerTitle]);
      maintain(["recount-stats"]);
      expect(await heldCopies(book!._id)).toEqual(held);
    },
    scaled(90_000),
  );
});
