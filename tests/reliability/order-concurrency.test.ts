import type { Book, Order } from "@bookstore/schema";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../support/api-errors";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { scaled } from "@bookstore/testing/timeouts";
import { expectFiguresMatchFirestore, recountFigures } from "../support/dashboard-figures";
import { recordFigures } from "../support/figures";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { orderBody, placeUntilDefinite, toCents } from "../support/orders";

const SHOPPERS = 10;
const ORDERS = 50;
const RETRIES_OF_ONE_KEY = 20;
const figures = { requests: 0, ordersLost: 0, ordersDoubled: 0 };
afterAll(() => recordFigures("order-concurrency", figures));
const countRequest = () => {
  figures.requests += 1;
};

let books: Book[];
let token: string;
beforeAll(async () => {
  recountFigures();
  // Dear enough that the crowd leads 'Users by average order', where a lost update of a shopper's counter shows.
  books = await createStockedBooks(10, { label: "Crowd", priceScale: 100 });
  token = await adminToken();
});

/** Stored orders' count and exact sum in cents, straight from Firestore. */
async function storedTotals() {
  const orders = await getFirestore().collection("orders").get();
  return { count: orders.size, cents: orders.docs.reduce((sum, doc) => sum + (doc.data().totalCents as number), 0) };
}

/** The two answers that mean "not placed yet, retry with the same key": a lost transaction race and the deadline. */
const RETRYABLE = [409, 503];

describe("orders under concurrency", () => {
  it(
    `stores exactly ${ORDERS} orders placed in parallel by ${SHOPPERS} shoppers, and the statistics match to the cent`,
    async () => {
      const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => createShopper("crowd")));
      const before = await expectFiguresMatchFirestore(token);
      const beforeStored = await storedTotals();

      const attempts = Array.from({ length: ORDERS }, (_, i) => {
        // Each shopper's orders side by side, over different books: nothing but the shopper's counter makes them wait.
        const shopper = shoppers[Math.floor(i / (ORDERS / SHOPPERS))]!;
        // Varied baskets of 1–3 books, so the sum exercises several prices.
        const picked = [
          books[i % books.length]!,
          books[(i * 7 + 3) % books.length]!,
          books[(i * 11 + 5) % books.length]!,
        ]
          .slice(0, 1 + (i % 3))
          .filter((book, index, all) => all.findIndex((b) => b._id === book._id) === index);
        return { shopper, picked, key: randomUUID() };
      });
      const results = await Promise.all(
        attempts.map(({ shopper, picked, key }) =>
          placeUntilDefinite(
            shopper,
            orderBody(
              shopper,
              picked.map((b) => b._id),
            ),
            { key, onRequest: countRequest },
          ),
        ),
      );

      for (const { first, final } of results) {
        expect([201, ...RETRYABLE], first.text).toContain(first.status);
        if (first.status !== 201) expectApiError(first, first.status);
        // 200: the retry of a deadline answer whose order did land replays that order.
        expect([200, 201], final.text).toContain(final.status);
      }
      const placed = results.map((r) => r.final.body as Order);
      expect(new Set(placed.map((o) => o._id)).size).toBe(ORDERS);
      attempts.forEach(({ picked }, i) => {
        expect(toCents(placed[i]!.totalPrice)).toBe(picked.reduce((sum, b) => sum + toCents(b.newPrice), 0));
      });

      const afterStored = await storedTotals();
      const after = await expectFiguresMatchFirestore(token);
      const newCount = afterStored.count - beforeStored.count;
      figures.ordersLost += Math.max(0, ORDERS - newCount);
      figures.ordersDoubled += Math.max(0, newCount - ORDERS);
      expect(newCount).toBe(ORDERS);
      const placedCents = placed.reduce((sum, o) => sum + toCents(o.totalPrice), 0);
      expect(afterStored.cents - beforeStored.cents).toBe(placedCents);
      expect(after.totalOrders - before.totalOrders).toBe(ORDERS);
      expect(toCents(after.totalSales) - toCents(before.totalSales)).toBe(placedCents);
    },
    scaled(30_000),
  );

  it(
    `turns ${RETRIES_OF_ONE_KEY} parallel retries of one key into one order; losers get a retryable 409 or 503, never a 500`,
    async () => {
      const shopper = await createShopper("retry-storm");
      const key = randomUUID();
      const body = orderBody(shopper, [books[0]!._id, books[1]!._id]);
      const results = await Promise.all(
        Array.from({ length: RETRIES_OF_ONE_KEY }, () =>
          placeUntilDefinite(shopper, body, { key, onRequest: countRequest }),
        ),
      );

      for (const { first, final } of results) {
        expect([200, 201, ...RETRYABLE], first.text).toContain(first.status);
        if (first.status >= 400) expectApiError(first, first.status);
        expect([200, 201], final.text).toContain(final.status);
      }
      expect(results.filter((r) => r.final.status === 201)).toHaveLength(1);
      const ids = new Set(results.map((r) => r.final.body._id));
      expect(ids.size).toBe(1);

      const stored = await getFirestore().collection("orders").where("email", "==", shopper.email).get();
      figures.ordersLost += Math.max(0, 1 - stored.size);
      figures.ordersDoubled += Math.max(0, stored.size - 1);
      expect(stored.size).toBe(1);
      expect(stored.docs[0]!.id).toBe([...ids][0]);
      await expectFiguresMatchFirestore(token);
    },
    scaled(30_000),
  );
});
