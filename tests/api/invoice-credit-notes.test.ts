// The credit note a refund on an invoiced order issues (decision 023): its number from the credit notes' own gapless
// yearly series, claimed in the refund's commit, its PDF for each who may read the order's invoice, and none for an
// order without an invoice. Serial: it compares the series' numbers, which every refund of an invoiced order takes.
import type { Book, Order, Return } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { FieldValue } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { placeDeliveredOrder, refundBooks } from "@bookstore/testing/returns";
import { getCreditNote } from "../support/invoices";

const CREDIT_NOTE_NUMBER = /^CN-(\d{4})-(\d{6,})$/;

let books: Book[];
let owner: string;
beforeAll(async () => {
  [books, owner] = await Promise.all([createStockedBooks(2, { label: "Credit note", stock: 50 }), adminToken()]);
});

const sequenceOf = (number: string) => Number(CREDIT_NOTE_NUMBER.exec(number)?.[2]);
const creditNoteOf = (received: Return) => received.refund!.creditNote!.number;
const seriesLast = async (year: number) =>
  ((await getFirestore().collection("documentSeries").doc(`CN-${year}`).get()).get("last") as number | undefined) ?? 0;

async function deliveredOrder(picked = books): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await createShopper("credit-note");
  const order = await placeDeliveredOrder(shopper, picked, owner);
  expect(order.invoice?.number).toMatch(/^INV-/);
  return { shopper, order };
}

describe("a refund's credit note", () => {
  it("takes the next number of its year on an invoiced order, refund after refund, with no gap", async () => {
    const { shopper, order } = await deliveredOrder();
    const first = await refundBooks(shopper, order._id, [books[0]!._id], { owner });
    const number = creditNoteOf(first);
    expect(number).toMatch(CREDIT_NOTE_NUMBER);
    const year = new Date(first.refund!.at).getUTCFullYear();
    expect(number.slice(3, 7)).toBe(String(year));
    expect(await seriesLast(year)).toBe(sequenceOf(number));

    const second = await refundBooks(shopper, order._id, [books[1]!._id], { owner });
    expect(sequenceOf(creditNoteOf(second))).toBe(sequenceOf(number) + 1);
    const refunds = (await apiOk<Order>(`/api/orders/${order._id}`, { token: shopper.idToken })).refunds;
    expect(refunds.map((refund) => refund.creditNote?.number)).toEqual([number, creditNoteOf(second)]);

    // The refund mail names it and leads to the order, where it is offered.
    const mail = (await getFirestore().collection("mail").doc(`return-${first.id}-received`).get()).data();
    expect(mail?.message.text).toContain(`Your credit note ${number} is with your order:`);
    expect(mail?.message.text).toContain("/orders");

    // Refunds received at once each claim one number: they come out consecutive, none repeated, none skipped.
    const orders = await Promise.all([1, 2, 3].map(() => deliveredOrder([books[0]!])));
    const received = await Promise.all(
      orders.map(({ shopper: each, order: placed }) => refundBooks(each, placed._id, [books[0]!._id], { owner })),
    );
    const sequences = received.map((ret) => sequenceOf(creditNoteOf(ret))).sort((a, b) => a - b);
    const after = sequenceOf(creditNoteOf(second));
    expect(sequences).toEqual([after + 1, after + 2, after + 3]);
    expect(await seriesLast(year)).toBe(after + 3);
  });

  it("is a PDF for the shopper, the staff and the lookup, as the invoice; not for another shopper", async () => {
    const { shopper, order } = await deliveredOrder([books[0]!]);
    // A refund lowered by a dollar: the credit note shows what was kept back, and credits the refund exactly.
    const received = await refundBooks(shopper, order._id, [books[0]!._id], { owner, keepCents: 100 });
    const number = creditNoteOf(received);
    expect(received.refund!.amount).toBe((Math.round(received.refundable * 100) - 100) / 100);

    const own = await getCreditNote(order._id, received.id, { token: shopper.idToken });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(own.headers.get("content-disposition")).toBe(`inline; filename="${number}.pdf"`);
    for (const text of [
      "Credit note",
      number,
      `Invoice: ${order.invoice!.number}`,
      `Order: ${order.number}`,
      books[0]!.title,
      "Adjustment (not refunded)",
      `Total credited ${formatPrice(-received.refund!.amount)}`,
    ]) {
      expect(own.pdfText).toContain(text);
    }

    const staff = await getCreditNote(order._id, received.id, { token: owner });
    expect(staff.status).toBe(200);
    expect(staff.pdfText).toContain(number);
    const budgets = await getFirestore().collection("orderLookupBudgets").get();
    await Promise.all(budgets.docs.map((doc) => doc.ref.delete()));
    const byLookup = await getCreditNote(order.number, received.id, {
      query: `?email=${encodeURIComponent(shopper.email)}`,
    });
    expect(byLookup.status).toBe(200);
    expect(byLookup.headers.get("cache-control")).toBe("no-store");

    // Read as the order's invoice is: another shopper is refused (403), as is a request without a token.
    const stranger = await createShopper("credit-note-stranger");
    expect((await getCreditNote(order._id, received.id, { token: stranger.idToken })).status).toBe(403);
    expect((await getCreditNote(order._id, received.id)).status).toBe(401);
    const unknown = await getCreditNote(order._id, "no-such-return", { token: shopper.idToken });
    expect(unknown.status).toBe(404);
  });

  it("is not issued for an order without an invoice, and its route answers 404", async () => {
    const { shopper, order } = await deliveredOrder([books[1]!]);
    // An order shipped before invoices were issued.
    await getFirestore().collection("orders").doc(order._id).update({ invoice: FieldValue.delete() });
    const year = new Date().getUTCFullYear();
    const before = await seriesLast(year);
    const received = await refundBooks(shopper, order._id, [books[1]!._id], { owner });
    expect(received.refund).toMatchObject({ creditNote: null });
    expect(await seriesLast(year)).toBe(before);
    const res = await getCreditNote(order._id, received.id, { token: shopper.idToken });
    expect(res.status).toBe(404);
    expect(res.error?.message).toMatch(/no credit note/);
  });
});
