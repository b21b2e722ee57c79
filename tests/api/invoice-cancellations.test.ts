// The credit note a shipped order refused at the door gets (decision 022): cancelling it claims the next number of
// the credit notes' gapless yearly series in the cancelling commit, the order carries it, and its PDF credits the
// whole invoice for each who may read the invoice. Serial: it compares the series' numbers, which are shop-wide.
import type { Order } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createShopper } from "@bookstore/testing/accounts";
import { makeOrder } from "@bookstore/testing/factories";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { beforeAll, describe, expect, it } from "vitest";
import { getInvoice, getOrderCreditNote } from "../support/invoices";
import { moveOrder } from "../support/orders";

const CREDIT_NOTE_NUMBER = /^CN-(\d{4})-(\d{6,})$/;

let owner: string;
beforeAll(async () => {
  owner = await adminToken();
});

const sequenceOf = (number: string) => Number(CREDIT_NOTE_NUMBER.exec(number)?.[2]);
const seriesLast = async (year: number) =>
  ((await getFirestore().collection("documentSeries").doc(`CN-${year}`).get()).get("last") as number | undefined) ?? 0;

describe("the credit note of a shipped order cancelled", () => {
  it("takes the next number in the cancelling commit, and credits the whole invoice", async () => {
    const order = await makeOrder({ status: "shipped" });
    expect(order.invoice?.number).toMatch(/^INV-/);
    expect(order.creditNote).toBeNull();
    const year = new Date().getUTCFullYear();
    const before = await seriesLast(year);

    const cancelled = await moveOrder(owner, order._id, "cancelled");
    expect(cancelled.status, cancelled.text).toBe(200);
    const number = cancelled.body.creditNote?.number;
    expect(number).toMatch(CREDIT_NOTE_NUMBER);
    expect(sequenceOf(number!)).toBe(before + 1);
    expect(await seriesLast(year)).toBe(before + 1);
    // The invoice stays: the credit note cancels it.
    expect(cancelled.body.invoice).toEqual(order.invoice);
    const read = await apiOk<Order>(`/api/orders/${order._id}`, { token: order.shopper.idToken });
    expect(read.creditNote).toEqual(cancelled.body.creditNote);

    const own = await getOrderCreditNote(order._id, { token: order.shopper.idToken });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(own.headers.get("content-disposition")).toBe(`inline; filename="${number}.pdf"`);
    for (const text of [
      "Credit note",
      number!,
      `Invoice: ${order.invoice!.number}`,
      `Order: ${order.number}`,
      order.items[0]!.title,
      `Total credited ${formatPrice(-order.charges.total)}`,
    ]) {
      expect(own.pdfText).toContain(text);
    }

    // The cancellation mail names it.
    const mail = (await getFirestore().collection("mail").doc(`order-${order._id}-cancelled`).get()).data();
    expect(mail?.message.text).toContain(`Credit note ${number} cancels your invoice ${order.invoice!.number}.`);

    // Read as the invoice is: staff and the lookup may; another shopper is refused as for the invoice.
    expect((await getOrderCreditNote(order._id, { token: owner })).status).toBe(200);
    const budgets = await getFirestore().collection("orderLookupBudgets").get();
    await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
    const byLookup = await getOrderCreditNote(order.number, {
      query: `?email=${encodeURIComponent(order.shopper.email)}`,
    });
    expect(byLookup.status).toBe(200);
    expect(byLookup.headers.get("cache-control")).toBe("no-store");
    const stranger = await createShopper("cancel-credit-stranger");
    const invoiceStatus = (await getInvoice(order._id, { token: stranger.idToken })).status;
    expect(invoiceStatus).toBe(403);
    expect((await getOrderCreditNote(order._id, { token: stranger.idToken })).status).toBe(invoiceStatus);
    expect((await getOrderCreditNote(order._id)).status).toBe(401);
  });

  it("is not issued for a placed order cancelled: no number taken, its route answers 404", async () => {
    const order = await makeOrder();
    const year = new Date().getUTCFullYear();
    const before = await seriesLast(year);
    const cancelled = await moveOrder(owner, order._id, "cancelled");
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.creditNote).toBeNull();
    expect(await seriesLast(year)).toBe(before);
    const res = await getOrderCreditNote(order._id, { token: order.shopper.idToken });
    expect(res.status).toBe(404);
    expect(res.error?.message).toMatch(/no credit note/);
  });

  it("is issued once when two cancel at once: one is refused, one number claimed", async () => {
    const order = await makeOrder({ status: "shipped" });
    const year = new Date().getUTCFullYear();
    const before = await seriesLast(year);
    const answers = await Promise.all([1, 2].map(() => moveOrder(owner, order._id, "cancelled")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const moved = answers.find((answer) => answer.status === 200)!;
    expect(sequenceOf(moved.body.creditNote!.number)).toBe(before + 1);
    expect(await seriesLast(year)).toBe(before + 1);
  });
});
