import type { Book, Discount, Order } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { scaled } from "@bookstore/testing/timeouts";
import { createCode } from "../support/money";
import { orderBody, placeUntilDefinite } from "../support/orders";

// A code's maxUses holds when many orders race for its last uses: each order's commit is conditioned on the
// code's count as it read it, so exactly as many orders carry it as it had uses left. The code and the book are
// this file's own.

const SHOPPERS = 15;
const USES = 5;
let book: Book;
let shoppers: Shopper[];

beforeAll(async () => {
  let books: Book[];
  [books, shoppers] = await Promise.all([
    createStockedBooks(1, { label: "Code race" }),
    Promise.all(Array.from({ length: SHOPPERS }, (_, i) => createShopper(`code-race-${i}`))),
  ]);
  book = books[0]!;
});

describe("a discount code's last uses", () => {
  it(
    `go to exactly ${USES} of ${SHOPPERS} orders placed at once; the others are refused and nothing is placed`,
    async () => {
      const { code } = await createCode({ kind: "percent", value: 15, maxUses: USES });
      const results = await Promise.all(
        shoppers.map((shopper) => placeUntilDefinite(shopper, orderBody(shopper, [book._id], { discountCode: code }))),
      );
      const finals = results.map(({ final }) => final);
      const placed = finals.filter((res) => res.status === 201);
      const refused = finals.filter((res) => res.status !== 201);
      expect(placed).toHaveLength(USES);
      expect(placed.every((res) => (res.body as Order).charges.discount?.code === code)).toBe(true);
      expect(refused.map((res) => [res.status, res.body.error?.code])).toEqual(
        Array.from({ length: SHOPPERS - USES }, () => [409, "discount-used-up"]),
      );

      const stored = await getFirestore().collection("orders").where("charges.discount.code", "==", code).get();
      expect(stored.size).toBe(USES);
      const codes = await api<Discount[]>("/api/admin/discounts", { token: await adminToken() });
      expect(codes.body.find((d) => d.code === code)?.uses).toBe(USES);
      expect((await getBook(book._id)).stock).toBe(book.stock - USES);
    },
    scaled(30_000),
  );
});
