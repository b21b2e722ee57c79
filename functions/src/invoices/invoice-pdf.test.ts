import type { Order } from "@bookstore/schema";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { invoiceProps, renderInvoicePdf } from "./invoice-pdf";

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
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};
const seller = { name: "Quayside Books", address: "3 Harbour Row\nCork", taxId: "IE1234567T" };

describe("the invoice PDF", () => {
  it("is drawn from what the order stored", () => {
    const props = invoiceProps(order, seller);
    expect(props).toMatchObject({ title: "Invoice", number: "INV-2026-000007", issuedOn: "21 November 2026" });
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
      address: { street: "ul. Świętokrzyska 1", city: "Kraków", state: "Małopolskie", zipcode: "30-001", country: "PL" },
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
