// The invoice an order gets when it ships: its number, its PDF for each who may read it, and the shipped mail that
// carries it. Orders with charges are written as placement with delivery, tax and discounts stores them. Reads the
// shop's settings and changes no global state but the invoice series, whose numbers it never compares with others'.
import type { Book, Order } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { apiOk } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, type Guest } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { MAILDEV_URL, uniqueRecipient, waitForMail, type ReceivedMail } from "@bookstore/testing/maildev";
import { ADDRESS } from "@bookstore/testing/orders";
import { storeOrders } from "@bookstore/testing/stored-orders";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredCharges } from "../../functions/src/orders/order-document";
import { getInvoice, pdfText } from "../support/invoices";
import { moveOrder } from "../support/orders";

const INVOICE_NUMBER = /^INV-(\d{4})-\d{6,}$/;

let books: Book[];
let owner: string;
beforeAll(async () => {
  [books, owner] = await Promise.all([createStockedBooks(2, { label: "Invoice" }), adminToken()]);
});

/** The seller the invoice names: the shop's settings, or the store's name while there are none. */
async function sellerName(): Promise<string> {
  const shop = (await getFirestore().collection("settings").doc("shop").get()).get("shop") as { name?: string };
  return shop?.name || "Book Store";
}

async function storeOrder(guest: Guest, email: string, name: string, charges?: StoredCharges) {
  const [id] = await storeOrders(
    [{ shopper: { uid: guest.uid, email, name }, books, createdAt: new Date(), charges }],
    {
      recount: false,
    },
  );
  return id!;
}

async function ship(id: string): Promise<Order> {
  const moved = await moveOrder(owner, id, "shipped");
  expect(moved.status, moved.text).toBe(200);
  return moved.body;
}

/** The mail's attachment, as the shopper's mail program saves it. */
async function attachmentText(mail: ReceivedMail) {
  const [file] = mail.attachments ?? [];
  const res = await fetch(`${MAILDEV_URL}/email/${mail.id}/attachment/${encodeURIComponent(file!.generatedFileName)}`);
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe("an order's invoice", () => {
  it("is issued as a legacy order ships: its books, free delivery, no tax line, for its shopper", async () => {
    const [guest, email] = [await createGuest(), uniqueRecipient("invoice-legacy")];
    const id = await storeOrder(guest, email, "Lena Legacy");
    const before = await getInvoice(id, { token: guest.idToken });
    expect(before.status).toBe(404);
    expect(before.error?.code).toBe("not-found");

    const order = await ship(id);
    expect(order.invoice?.number).toMatch(INVOICE_NUMBER);
    expect(order.invoice!.number.slice(4, 8)).toBe(String(new Date(order.invoice!.issuedAt).getUTCFullYear()));
    const seller = await sellerName();

    const invoice = await getInvoice(id, { token: guest.idToken });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-disposition")).toBe(`inline; filename="${order.invoice!.number}.pdf"`);
    const total = books.reduce((sum, book) => sum + cents(book.newPrice), 0) / 100;
    for (const text of [
      "Invoice",
      order.invoice!.number,
      order.number,
      seller,
      "Lena Legacy",
      ADDRESS.city,
      email,
      ...books.flatMap((book) => [book.title, formatPrice(book.newPrice)]),
      `Subtotal ${formatPrice(total)}`,
      "Delivery Free",
      `Total ${formatPrice(total)}`,
    ]) {
      expect(invoice.pdfText).toContain(text);
    }
    expect(invoice.pdfText).not.toMatch(/tax by rate|includes tax|tax \(/i);

    // Shipped once, issued once: the order keeps its number.
    expect((await apiOk<Order>(`/api/orders/${id}`, { token: owner })).invoice).toEqual(order.invoice);
  });

  it("prints what an order with charges stored: the discount and its code, the delivery method, the tax by rate", async () => {
    const [guest, email] = [await createGuest(), uniqueRecipient("invoice-charges")];
    const subtotalCents = books.reduce((sum, book) => sum + cents(book.newPrice), 0);
    const charges: StoredCharges = {
      subtotalCents,
      discount: { code: "AUTUMN10", amountCents: Math.floor(subtotalCents / 10) },
      delivery: { method: "express", name: "Express", priceCents: 799 },
      tax: { rate: 0.2, amountCents: 123, included: false },
      zoneId: "home",
    };
    const id = await storeOrder(guest, email, "Tomas Taxed", charges);
    const order = await ship(id);
    const totalCents = subtotalCents - charges.discount!.amountCents + 799 + 123;
    expect(cents(order.totalPrice)).toBe(totalCents);

    const invoice = await getInvoice(id, { token: owner });
    expect(invoice.status).toBe(200);
    for (const text of [
      order.invoice!.number,
      "Tomas Taxed",
      `Subtotal ${formatPrice(subtotalCents / 100)}`,
      `Discount (AUTUMN10) ${formatPrice(-charges.discount!.amountCents / 100)}`,
      "Delivery (Express) $7.99",
      "Tax (20%) $1.23",
      `Total ${formatPrice(totalCents / 100)}`,
      "TAX BY RATE",
      "20% (added) $1.23",
    ]) {
      expect(invoice.pdfText).toContain(text);
    }

    // Another shopper may not read it, nor anyone without a token or the order's email.
    const stranger = await createShopper("invoice-stranger");
    expect((await getInvoice(id, { token: stranger.idToken })).status).toBe(403);
    expect((await getInvoice(id)).status).toBe(401);

    // The shipped mail carries the same PDF and the money lines, and says how much cash to have ready.
    const mail = await waitForMail(email, { match: (m: { subject: string }) => m.subject.endsWith("has shipped") });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Discount (AUTUMN10)");
      expect(part).toContain("Delivery (Express)");
      expect(part).toContain("Tax (20%)");
      expect(part).toContain(`have ${formatPrice(totalCents / 100)} ready in cash`);
      expect(part).toContain(`Your invoice ${order.invoice!.number} is attached.`);
    }
    expect(mail.attachments?.map((file) => file.contentType)).toEqual(["application/pdf"]);
    expect(mail.attachments?.[0]?.fileName).toBe(`${order.invoice!.number}.pdf`);
    expect(await attachmentText(mail)).toContain("Tax (20%) $1.23");
  });

  it("is read by a guest with the order's number and email, as the lookup reads the order", async () => {
    const [guest, email] = [await createGuest(), uniqueRecipient("invoice-guest")];
    const placed = await apiOk<Order>("/api/orders/", {
      method: "POST",
      token: guest.idToken,
      body: { name: "Grace Guest", email, phone: "+351 912 345 678", address: ADDRESS, productIds: [books[0]!._id] },
    });
    const early = await getInvoice(placed.number, { query: `?email=${encodeURIComponent(email)}` });
    expect(early.status).toBe(404);

    const order = await ship(placed._id);
    const byNumber = await getInvoice(placed.number.toLowerCase(), {
      query: `?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.headers.get("cache-control")).toBe("no-store");
    expect(byNumber.pdfText).toContain(order.invoice!.number);
    const wrongEmail = await getInvoice(placed.number, { query: `?email=${encodeURIComponent(`x${email}`)}` });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.error?.message).toBe("No order has that number and email. Check both and try again.");
    expect((await getInvoice(placed.number, { query: "?email=not-an-email" })).status).toBe(400);

    // Its mails: the confirmation and the shipped mail list the money and the cash to have ready.
    const total = formatPrice(books[0]!.newPrice);
    const confirmation = await waitForMail(email, { match: (m: { subject: string }) => m.subject.endsWith("placed") });
    const shipped = await waitForMail(email, { match: (m: { subject: string }) => m.subject.endsWith("shipped") });
    for (const part of [confirmation.text, confirmation.html, shipped.text, shipped.html]) {
      expect(part).toContain(`Subtotal`);
      expect(part).toContain("Free");
      expect(part).toContain(`have ${total} ready in cash`);
    }
    expect(await attachmentText(shipped)).toContain(order.invoice!.number);
  });
});
