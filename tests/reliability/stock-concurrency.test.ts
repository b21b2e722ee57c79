import type { Order } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { expectFiguresMatchFirestore, recountFigures } from "../support/dashboard-figures";
import { cancelOrder, moveOrder, orderBody, placeUntilDefinite, postOrder } from "../support/orders";

const ORDERS = 50;
const STOCK = 10;
const RACES = 6;

let token: string;
beforeAll(async () => {
  recountFigures();
  token = await adminToken();
});

describe("stock under concurrency", () => {
  it(
    `sells exactly ${STOCK} copies to ${ORDERS} parallel orders for a book with ${STOCK} in stock`,
    async () => {
      const [book] = await createStockedBooks(1, { stock: STOCK, label: "Rush" });
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => createShopper("rush")));
      const results = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) => {
          const shopper = shoppers[i % shoppers.length]!;
          return placeUntilDefinite(shopper, orderBody(shopper, [book!._id])).then(({ final }) => final);
        }),
      );

      const sold = results.filter((res) => res.status === 201);
      const refused = results.filter((res) => res.status !== 201);
      expect(sold).toHaveLength(STOCK);
      for (const res of refused) {
        expectApiError(res, 409);
        expect(res.body.error.code, res.text).toBe("out-of-stock");
      }
      expect((await getBook(book!._id)).stock).toBe(0);
      const stored = await getFirestore().collection("orders").where("productIds", "array-contains", book!._id).get();
      expect(stored.size).toBe(STOCK);
      await expectFiguresMatchFirestore(token);
    },
    scaled(60_000),
  );

  it(
    `lets exactly one of a parallel 'ship' and 'cancel' win, ${RACES} times, with the stock right after each`,
    async () => {
      const [book] = await createStockedBooks(1, { stock: RACES, label: "Race" });
      const shopper = await createShopper("race");
      const winners: string[] = [];
      for (let race = 0; race < RACES; race++) {
        const placed = await postOrder(shopper, orderBody(shopper, [book!._id]));
        expect(placed.status, placed.text).toBe(201);
        const stockBefore = (await getBook(book!._id)).stock;
        const [ship, cancel] = await Promise.all([
          moveOrder(token, placed.body._id, "shipped"),
          cancelOrder(shopper, placed.body._id),
        ]);
        const answers = [ship, cancel];
        expect(
          answers.filter((res) => res.status === 200),
          `${ship.text} | ${cancel.text}`,
        ).toHaveLength(1);
        const loser = answers.find((res) => res.status !== 200)!;
        expectApiError(loser, 409);
        expect(loser.body.error.code).toBe("illegal-transition");

        const order = (await api<Order>(`/api/orders/${placed.body._id}`, { token })).body;
        const stock = (await getBook(book!._id)).stock;
        if (ship.status === 200) {
          expect(order.status).toBe("shipped");
          expect(stock).toBe(stockBefore);
        } else {
          expect(order.status).toBe("cancelled");
          expect(stock).toBe(stockBefore + 1);
        }
        expect(order.timeline).toHaveLength(2);
        winners.push(order.status);
      }
      // Not asserted (a fair race may go either way), but worth seeing when it always goes one way.
      console.info(`ship/cancel races won: ${winners.join(", ")}`);
      await expectFiguresMatchFirestore(token);
    },
    scaled(60_000),
  );
});
