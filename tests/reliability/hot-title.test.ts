import type { Order } from "@bookstore/schema";
import { SHOPPER_LIMITS } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { expectFiguresMatchFirestore, recountFigures } from "../support/dashboard-figures";
import { cancelOrder, orderBody, postOrder, type ApiOrderResponse } from "../support/orders";

// A launch-day title: orders and cancellations of one book at once. None of them may fail because the others
// touch the same book: an order is placed or refused as out of stock, a cancellation goes through.
const ORDERS = 30;
const CANCELS = 15;
/** Before the cancelled copies are back, fewer copies than orders: the last orders may find the book sold out. */
const STOCK = CANCELS + 20;

let token: string;
beforeAll(async () => {
  recountFigures();
  token = await adminToken();
});

/** Copies of `bookId` that live orders (placed, shipped or delivered: not cancelled) hold, from Firestore. */
async function copiesInLiveOrders(bookId: string): Promise<number> {
  const orders = await getFirestore().collection("orders").where("productIds", "array-contains", bookId).get();
  return orders.docs.filter((doc) => doc.data().status !== "cancelled").length;
}

/** An answer and how long it took; an answer off the contract (the platform's own, when a request outlives its timeout) as status 0. */
async function timed<T extends { status: number }>(work: Promise<T>) {
  const started = performance.now();
  const result = await work.catch((error: unknown) => ({ status: 0, text: String(error), body: {} }) as unknown as T);
  return { result, ms: performance.now() - started };
}

describe("a popular title", () => {
  it(
    `settles ${ORDERS} orders and ${CANCELS} cancellations of one book at once: each order placed or sold out, none in doubt`,
    async () => {
      const [book] = await createStockedBooks(1, { stock: STOCK, label: "Launch" });
      const shoppers = await Promise.all(Array.from({ length: CANCELS }, () => createShopper("launch")));
      const earlier: Order[] = [];
      for (const shopper of shoppers) {
        const placed = await postOrder(shopper, orderBody(shopper, [book!._id]));
        expect(placed.status, placed.text).toBe(201);
        earlier.push(placed.body);
      }
      expect((await getBook(book!._id)).stock).toBe(STOCK - CANCELS);

      const started = performance.now();
      const [orders, cancels] = await Promise.all([
        Promise.all(
          Array.from({ length: ORDERS }, (_, i) => {
            const shopper = shoppers[i % shoppers.length]!;
            return timed<ApiOrderResponse>(postOrder(shopper, orderBody(shopper, [book!._id])));
          }),
        ),
        Promise.all(earlier.map((order, i) => timed(cancelOrder(shoppers[i]!, order._id)))),
      ]);
      const wallMs = performance.now() - started;

      const statuses = (answers: { result: { status: number } }[]) =>
        answers.reduce<Record<number, number>>((count, { result }) => {
          count[result.status] = (count[result.status] ?? 0) + 1;
          return count;
        }, {});
      const slowest = (answers: { ms: number }[]) => Math.round(Math.max(...answers.map((a) => a.ms)));
      console.info(
        `hot title: orders ${JSON.stringify(statuses(orders))} (slowest ${slowest(orders)} ms), ` +
          `cancellations ${JSON.stringify(statuses(cancels))} (slowest ${slowest(cancels)} ms), all in ${Math.round(wallMs)} ms`,
      );

      for (const { result } of cancels) expect(result.status, result.text).toBe(200);
      for (const { result } of orders) {
        if (result.status === 201) continue;
        expectApiError(result, 409);
        expect(result.body.error.code, result.text).toBe("out-of-stock");
      }
      const placed = orders.filter(({ result }) => result.status === 201).length;
      // The copies on the shelf before the cancellations were there to sell, whatever the order of events.
      expect(placed).toBeGreaterThanOrEqual(STOCK - CANCELS);

      const stock = (await getBook(book!._id)).stock;
      expect(stock + (await copiesInLiveOrders(book!._id))).toBe(STOCK);
      expect(stock).toBe(STOCK - placed);
      await expectFiguresMatchFirestore(token);
    },
    scaled(60_000),
  );

  it(
    "lets one shopper cancel every order at once, each several times, with no conflict from contention",
    async () => {
      const perTitle = SHOPPER_LIMITS.copiesPerTitle;
      const titles = SHOPPER_LIMITS.placedOrders / perTitle;
      const books = await createStockedBooks(titles, { stock: 100, label: "Regret" });
      const shopper: Shopper = await createShopper("regret");
      const placed: Order[] = [];
      for (const book of books) {
        for (let copy = 0; copy < perTitle; copy++) {
          const res = await postOrder(shopper, orderBody(shopper, [book._id]));
          expect(res.status, res.text).toBe(201);
          placed.push(res.body);
        }
      }

      const clicks = 5;
      const answers = (
        await Promise.all(
          placed.flatMap((order) => Array.from({ length: clicks }, () => timed(cancelOrder(shopper, order._id)))),
        )
      ).map(({ result }) => result);
      const codes = answers.map((res) =>
        res.status === 200 ? "200" : `${res.status} ${res.body.error?.code ?? ""}`.trim(),
      );
      const tally = codes.reduce<Record<string, number>>(
        (count, code) => ({ ...count, [code]: (count[code] ?? 0) + 1 }),
        {},
      );
      console.info(`one shopper's ${answers.length} parallel cancellations: ${JSON.stringify(tally)}`);

      // Each order is cancelled once; the repeated clicks learn it is already cancelled, never "try again".
      expect(tally).toEqual({ "200": placed.length, "409 illegal-transition": placed.length * (clicks - 1) });
      for (const res of answers.filter((a) => a.status !== 200)) expectApiError(res, 409);
      for (const book of books) expect((await getBook(book._id)).stock).toBe(100);
      await expectFiguresMatchFirestore(token);
    },
    scaled(60_000),
  );
});
