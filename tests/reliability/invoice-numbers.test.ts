// Orders shipped at once each get an invoice number of the year's series: consecutive, none missing, none twice.
// The series is shared by every file that ships orders, so this file compares numbers it can account for: its own,
// and for any number between them that another file's shipment took, that one order holds it.
import type { Book, Order } from "@bookstore/schema";
import { adminToken, createGuest } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { uniqueRecipient } from "@bookstore/testing/maildev";
import { storeOrders } from "@bookstore/testing/stored-orders";
import { scaled } from "@bookstore/testing/timeouts";
import { beforeAll, describe, expect, it } from "vitest";
import { getInvoice } from "../support/invoices";
import { moveOrder } from "../support/orders";

const SHIPPED_AT_ONCE = 10;

let books: Book[];
let token: string;
beforeAll(async () => {
  [books, token] = await Promise.all([createStockedBooks(1, { label: "Invoiced" }), adminToken()]);
});

const sequenceOf = (number: string) => Number(number.split("-")[2]);

async function storePlacedOrders(count: number): Promise<string[]> {
  const guest = await createGuest();
  const shopper = { uid: guest.uid, email: uniqueRecipient("invoice-numbers"), name: "Ivo Invoiced" };
  const orders = Array.from({ length: count }, () => ({ shopper, books, createdAt: new Date() }));
  return storeOrders(orders, { recount: false });
}

/**
 * Which orders hold each invoice number from `first` to `last` (of one year), straight from Firestore; each must be
 * held by exactly one order: the test's own, or another file's shipped meanwhile.
 */
async function expectEachHeldOnce(first: string, last: string): Promise<Map<string, string[]>> {
  const year = first.slice(0, 8);
  const numbers = Array.from(
    { length: sequenceOf(last) - sequenceOf(first) + 1 },
    (_, i) => `${year}-${String(sequenceOf(first) + i).padStart(6, "0")}`,
  );
  const holders = new Map(numbers.map((number) => [number, [] as string[]]));
  for (let i = 0; i < numbers.length; i += 30) {
    const found = await getFirestore()
      .collection("orders")
      .where("invoice.number", "in", numbers.slice(i, i + 30))
      .get();
    for (const doc of found.docs) holders.get(doc.get("invoice.number") as string)!.push(doc.id);
  }
  expect([...holders].filter(([, orders]) => orders.length !== 1)).toEqual([]);
  return holders;
}

describe("invoice numbers", () => {
  it(
    `gives ${SHIPPED_AT_ONCE} orders shipped at once consecutive numbers: no gap, no repeat`,
    async () => {
      const [warm, ...ids] = await storePlacedOrders(SHIPPED_AT_ONCE + 1);
      // The function draws an invoice first (loading the PDF library), so that the shipments race each other for
      // numbers rather than wait on that load.
      expect((await moveOrder(token, warm!, "shipped")).status).toBe(200);
      await getInvoice(warm!, { token });
      const answers = await Promise.all(ids.map((id) => moveOrder(token, id, "shipped")));
      expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
      const numbers = answers.map((answer) => (answer.body as Order).invoice!.number);
      expect(new Set(numbers).size).toBe(SHIPPED_AT_ONCE);

      const year = numbers[0]!.slice(0, 8);
      expect(numbers.every((number) => number.startsWith(year))).toBe(true);
      const sorted = [...numbers].sort((a, b) => sequenceOf(a) - sequenceOf(b));
      const holders = await expectEachHeldOnce(sorted[0]!, sorted.at(-1)!);
      for (const [i, id] of ids.entries()) expect(holders.get(numbers[i]!)).toEqual([id]);
    },
    scaled(30_000),
  );

  it(
    "uses no number for a shipment refused: the same order shipped twice at once is invoiced once",
    async () => {
      const [id] = await storePlacedOrders(1);
      const answers = await Promise.all([moveOrder(token, id!, "shipped"), moveOrder(token, id!, "shipped")]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const shipped = answers.find((answer) => answer.status === 200)!.body as Order;
      // The next number issued follows this one, unless another file's shipment took it: then that order holds it.
      const [next] = await storePlacedOrders(1);
      const nextNumber = ((await moveOrder(token, next!, "shipped")).body as Order).invoice!.number;
      expect(sequenceOf(nextNumber)).toBeGreaterThan(sequenceOf(shipped.invoice!.number));
      const holders = await expectEachHeldOnce(shipped.invoice!.number, nextNumber);
      expect(holders.get(shipped.invoice!.number)).toEqual([id]);
    },
    scaled(20_000),
  );
});
