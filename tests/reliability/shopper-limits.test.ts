import { SHOPPER_LIMITS } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";
import { cancelOrder, moveOrder, orderBody, placeUntilDefinite, postOrder, startWorkers } from "../support/orders";

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
      await startWorkers(12);
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
