// A double "received" (a double click, two members at once): ten at the same moment put the copies back once,
// record one refund, one activity entry and one mail; the others are told the return moved on. The books, shopper
// and order are the test's own.
import type { ActivityEntry, Book, Order, Return } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { api, apiOk } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeDeliveredOrder } from "@bookstore/testing/returns";
import { scaled } from "@bookstore/testing/timeouts";
import { expectApiError } from "../support/api-errors";

const RACERS = 10;

describe("a return received twice at once", () => {
  it(
    `puts the copies back once and records one refund when ${RACERS} staff requests race`,
    async () => {
      const [owner, shopper, books] = await Promise.all([
        adminToken(),
        createShopper("race-returner"),
        createStockedBooks(2, { stock: 3, label: "Race return" }),
      ]);
      const order = await placeDeliveredOrder(shopper, books, owner);
      const stockBefore = await Promise.all(books.map(async (book) => (await getBook(book._id)).stock));
      const asked = await apiOk<Return>(`/api/orders/${order._id}/returns`, {
        method: "POST",
        token: shopper.idToken,
        body: { bookIds: books.map((book: Book) => book._id), reason: "wrong-book" },
      });
      await apiOk(`/api/admin/returns/${asked.id}`, { method: "PATCH", token: owner, body: { status: "approved" } });

      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          api(`/api/admin/returns/${asked.id}`, {
            method: "PATCH",
            token: owner,
            body: { status: "received", refund: { method: "cash" } },
          }),
        ),
      );
      const won = answers.filter((res) => res.status === 200);
      expect(won, answers.map((res) => res.text).join("\n")).toHaveLength(1);
      for (const lost of answers.filter((res) => res.status !== 200)) {
        expectApiError(lost, 409);
        expect(lost.body.error.code).toBe("return-moved-on");
      }

      const stockAfter = await Promise.all(books.map(async (book) => (await getBook(book._id)).stock));
      expect(stockAfter).toEqual(stockBefore.map((stock) => stock + 1));
      const stored = await apiOk<Order>(`/api/orders/${order._id}`, { token: shopper.idToken });
      expect(stored.refunds).toHaveLength(1);
      expect(stored.refunds[0]!.amount).toBe(order.totalPrice);
      expect(stored.returnState).toBe("returned");
      const log = await apiOk<{ entries: ActivityEntry[] }>(
        `/api/admin/activity?target=return:${asked.id}&action=return.receive`,
        { token: owner },
      );
      expect(log.entries).toHaveLength(1);
      const mails = await getFirestore().collection("mail").doc(`return-${asked.id}-received`).get();
      expect(mails.exists).toBe(true);
    },
    scaled(60_000),
  );
});
