import type { Order } from "@bookstore/schema";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  creditNoteProps,
  invoiceProps,
  orderCreditNoteProps,
  renderCreditNotePdf,
  renderInvoicePdf,
  renderOrderCreditNotePdf,
  type CreditedRefund,
} from "./invoice-pdf";

const order: Order = {
  _id: "order-1",
  number: "BK-8EE7-P4XQ",
  createdAt: "2026-11-20T10:00:00.000Z",
  name: "Ada Reader",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  totalPrice: 38.4,
  address: { street: "1 Quay St", city: "Dublin", state: "Leinster", zipcode: "D02", country: "IE" },
  productIds: ["b1", "b2"],
  status: "shipped",
  items: [
    { bookId: "b1", title: "The Salt Roads", unitPrice: 20 },
    { bookId: "b2", title: "Kindred", unitPrice: 16 },
  ],
  timeline: [],
  charges: {
    subtotal: 36,
    discount: { code: "SPRING10", amount: 3.6 },
    delivery: { method: "standard", name: "Standard", price: 6 },
    tax: { rate: 0.135, amount: 4.57, included: true },
    total: 38.4,
  },
  invoice: { number: "INV-2026-000007", issuedAt: "2026-11-21T09:30:00.000Z" },
  creditNote: null,
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};
const seller = { name: "Quayside Books", address: "3 Harbour Row\nCork", taxId: "IE1234567T" };

describe("the invoice PDF", () => {
  it("is drawn from what the order stored", () => {
    const props = invoiceProps(order, seller);
    expect(props).toMatchObject({ kind: "invoice", number: "INV-2026-000007", issuedOn: "21 November 2026" });
    expect(props.buyer.addressLines).toEqual(["1 Quay St", "Dublin", "Leinster D02", "Ireland"]);
  });

  it("writes the seller, the buyer, the lines, the tax by rate and the totals", async () => {
    const { text } = await extractText(new Uint8Array(await renderInvoicePdf(order, seller)), { mergePages: true });
    for (const expected of [
      "Invoice",
      "INV-2026-000007",
      "Quayside Books",
      "Cork",
      "IE1234567T",
      "Ada Reader",
      "Ireland",
      "The Salt Roads",
      "Discount (SPRING10)",
      "-$3.60",
      "Delivery (Standard)",
      "Includes tax (13.5%)",
      "$4.57",
      "$38.40",
    ]) {
      expect(text).toContain(expected);
    }
  }, 30_000);

  it("writes names, places and titles in any European script", async () => {
    const abroad: Order = {
      ...order,
      name: "Łukasz Żółć",
      address: {
        street: "ul. Świętokrzyska 1",
        city: "Kraków",
        state: "Małopolskie",
        zipcode: "30-001",
        country: "PL",
      },
      items: [
        { bookId: "b1", title: "Война и мир", unitPrice: 20 },
        { bookId: "b2", title: "Η Φόνισσα", unitPrice: 16 },
      ],
    };
    const { text } = await extractText(new Uint8Array(await renderInvoicePdf(abroad, seller)), { mergePages: true });
    for (const expected of ["Łukasz Żółć", "ul. Świętokrzyska 1", "Małopolskie", "Война и мир", "Η Φόνισσα"]) {
      expect(text).toContain(expected);
    }
  }, 30_000);
});

describe("the credit note PDF", () => {
  const refund = (amountCents: number, adjustmentCents: number, taxCents: number): CreditedRefund => ({
    returnId: "return-1",
    amountCents,
    method: "bank-transfer",
    note: "",
    at: Timestamp.fromDate(new Date("2026-12-02T15:00:00Z")),
    by: "owner",
    creditNote: {
      number: "CN-2026-000003",
      seller,
      lines: [{ title: "Kindred", amountCents: 1_440 }],
      deliveryCents: 600,
      taxCents,
      adjustmentCents,
    },
  });

  it("takes back what the refund stored, refers to the invoice, and totals the refund", () => {
    const props = creditNoteProps(order, refund(2_040, 0, 171));
    expect(props).toMatchObject({
      kind: "credit-note",
      number: "CN-2026-000003",
      invoiceNumber: "INV-2026-000007",
      issuedOn: "2 December 2026",
      lines: [{ title: "Kindred", amount: -14.4 }],
      tax: { rate: 0.135, amount: -1.71, included: true },
      note: "Refund: bank transfer.",
    });
    expect(props.totals.map(({ label, value }) => `${label} ${value}`)).toEqual([
      "Subtotal -$14.40",
      "Delivery (Standard) -$6.00",
      "Total credited -$20.40",
      "Includes tax (13.5%) -$1.71",
    ]);
  });

  it("shows what staff kept back of a lowered refund", async () => {
    const props = creditNoteProps(order, refund(1_000, 1_040, 84));
    expect(props.totals).toContainEqual({ label: "Adjustment (not refunded)", value: "$10.40" });
    const { text } = await extractText(new Uint8Array(await renderCreditNotePdf(order, refund(1_000, 1_040, 84))), {
      mergePages: true,
    });
    for (const expected of ["Credit note", "CN-2026-000003", "Invoice: INV-2026-000007", "Quayside Books", "-$10.00"]) {
      expect(text).toContain(expected);
    }
  }, 30_000);
});

describe("the credit note of an order refused at the door", () => {
  const refused: Order = {
    ...order,
    status: "cancelled",
    creditNote: { number: "CN-2026-000011", issuedAt: "2026-11-23T08:00:00.000Z" },
  };

  it("takes back the whole invoice: every line and charge as stored, negated", () => {
    const props = orderCreditNoteProps(refused, seller);
    expect(props).toMatchObject({
      kind: "credit-note",
      number: "CN-2026-000011",
      invoiceNumber: "INV-2026-000007",
      issuedOn: "23 November 2026",
      lines: [
        { title: "The Salt Roads", amount: -20 },
        { title: "Kindred", amount: -16 },
      ],
      tax: { rate: 0.135, amount: -4.57, included: true },
    });
    expect(props.totals.map(({ label, value }) => `${label} ${value}`)).toEqual([
      "Subtotal -$36.00",
      "Discount (SPRING10) $3.60",
      "Delivery (Standard) -$6.00",
      "Total credited -$38.40",
      "Includes tax (13.5%) -$4.57",
    ]);
  });

  it("is drawn as a credit note referring to the invoice", async () => {
    const pdf = await renderOrderCreditNotePdf(refused, seller);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    for (const expected of ["Credit note", "CN-2026-000011", "Invoice: INV-2026-000007", "Total credited", "-$38.40"]) {
      expect(text).toContain(expected);
    }
  }, 30_000);
});
