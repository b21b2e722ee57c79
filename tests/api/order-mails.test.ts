import type { Book, Order } from "@bookstore/schema";
import { formatPrice } from "@bookstore/schema/price";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createGuest, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createBook, createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { cancelOrder, moveOrder, orderBody, postOrder } from "../support/orders";

// The mails orders cause, read from the outbox (`mail`) as the sender will: one per event, written with it.

const SHOP = "shop@bookstore.test";
const HOSTILE_TITLE = `<img src=x onerror=alert(1)> & "Friends"`;

interface MailDoc {
  to: string;
  message: { subject: string; text: string; html: string };
  headers?: Record<string, string>;
}

const mail = async (id: string) =>
  (await getFirestore().collection("mail").doc(id).get()).data() as MailDoc | undefined;
const mailsOfOrder = async (orderId: string) => {
  const all = await getFirestore()
    .collection("mail")
    .where("__name__", ">=", getFirestore().collection("mail").doc(`order-${orderId}-`))
    .where("__name__", "<", getFirestore().collection("mail").doc(`order-${orderId}.`))
    .get();
  return all.docs.map((doc) => doc.id).sort();
};

let books: Book[];
let shopper: Shopper;
let token: string;
beforeAll(async () => {
  let hostile: Book;
  [books, hostile, shopper, token] = await Promise.all([
    createStockedBooks(1, { label: "Mail" }),
    // A title that is markup: every mail shows it as text.
    createBook({
      title: HOSTILE_TITLE,
      author: "Test Author",
      description: "A title that is markup.",
      category: "fiction",
      trending: false,
      oldPrice: 20,
      newPrice: 12.5,
      coverImage: "",
      stock: 1_000,
    }),
    createShopper("mails"),
    adminToken(),
  ]);
  books.unshift(hostile);
});

describe("an order's mails", () => {
  it("confirms to the shopper and tells the shop once, even when the answer was lost and the key replayed", async () => {
    const key = randomUUID();
    const body = orderBody(
      shopper,
      books.map((book) => book._id),
      // A line break in a name is refused at the door; one that looks like a header stays in the body.
      { name: "Ada Bcc: eve@example.com" },
    );
    const crashed = await postOrder(shopper, body, { key, fault: "after-commit" });
    expect(crashed.status).toBe(500);
    const replay = await postOrder(shopper, body, { key });
    expect(replay.status).toBe(200);
    const order = replay.body;
    expect(order.number).toMatch(/^BK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await mailsOfOrder(order._id)).toEqual([`order-${order._id}-placed`, `order-${order._id}-placed-shop`]);

    const confirmation = (await mail(`order-${order._id}-placed`))!;
    expect(confirmation.to).toBe(shopper.email);
    expect(confirmation.message.subject).toBe(`Your order ${order.number} is placed`);
    for (const part of [confirmation.message.text, confirmation.message.html]) {
      expect(part).toContain(order.number);
      expect(part).toContain(formatPrice(order.totalPrice));
      expect(part).toContain(formatPrice(order.items[1]!.unitPrice));
      expect(part).toContain("Lisboa 1100-148");
      // The country by its name, as the invoice prints it (the order keeps its code).
      expect(part).toContain("Portugal");
    }
    // The title is text in the HTML, never markup; the plain text says it as it is.
    expect(confirmation.message.html).not.toContain("<img src=x");
    expect(confirmation.message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Friends&quot;");
    expect(confirmation.message.text).toContain(HOSTILE_TITLE);
    // A signed-in shopper follows it on their orders page.
    expect(confirmation.message.text).toContain("http://127.0.0.1:5000/orders");

    const notice = (await mail(`order-${order._id}-placed-shop`))!;
    expect(notice.to).toBe(SHOP);
    expect(notice.message.subject).toBe(`New order ${order.number}: ${formatPrice(order.totalPrice)}`);
    expect(notice.headers).toEqual({ "Reply-To": shopper.email });
    // No header carries a line break.
    for (const sent of [confirmation, notice]) {
      const headers = [sent.to, sent.message.subject, ...Object.values(sent.headers ?? {})];
      expect(headers.join("")).not.toMatch(/[\r\n]/);
    }
  });

  it("tells the shopper each move once: shipped, delivered; a refused move writes nothing", async () => {
    const placed = await postOrder(shopper, orderBody(shopper, [books[1]!._id]));
    const id = placed.body._id;
    expect((await moveOrder(token, id, "shipped")).status).toBe(200);
    expect((await moveOrder(token, id, "shipped")).status).toBe(409);
    expect((await moveOrder(token, id, "delivered")).status).toBe(200);
    expect(await mailsOfOrder(id)).toEqual([
      `order-${id}-delivered`,
      `order-${id}-placed`,
      `order-${id}-placed-shop`,
      `order-${id}-shipped`,
    ]);
    const shipped = (await mail(`order-${id}-shipped`))!;
    expect(shipped).toMatchObject({ to: shopper.email });
    expect(shipped.message.subject).toBe(`Your order ${placed.body.number} has shipped`);
    expect((await mail(`order-${id}-delivered`))!.message.subject).toBe(
      `Your order ${placed.body.number} is delivered`,
    );
  });

  it("tells who cancelled: the shopper, or the shop", async () => {
    const [mine, theirs] = await Promise.all([
      postOrder(shopper, orderBody(shopper, [books[1]!._id])),
      postOrder(shopper, orderBody(shopper, [books[1]!._id])),
    ]);
    expect((await cancelOrder(shopper, mine.body._id)).status).toBe(200);
    expect((await cancelOrder(shopper, mine.body._id)).status).toBe(409);
    expect((await moveOrder(token, theirs.body._id, "cancelled")).status).toBe(200);
    expect((await mail(`order-${mine.body._id}-cancelled`))!.message.text).toContain("You cancelled this order");
    expect((await mail(`order-${theirs.body._id}-cancelled`))!.message.text).toContain("The shop has cancelled");
  });
});

describe("order numbers", () => {
  it("finds a guest's order by its number in any case, with or without dashes; the id still works", async () => {
    const guest = await createGuest();
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const placed = await api<Order>("/api/orders/", {
      method: "POST",
      token: guest.idToken,
      body: { ...orderBody(shopper, [books[1]!._id]), email },
    });
    expect(placed.status).toBe(201);
    const { _id, number } = placed.body;
    const compact = number.replaceAll("-", "").toLowerCase();
    for (const typed of [number, number.toLowerCase(), compact, _id]) {
      const found = await api<Order>(`/api/orders/lookup?id=${encodeURIComponent(typed)}&email=${email}`);
      expect(found.status, typed).toBe(200);
      expect(found.body).toMatchObject({ _id, number });
    }
    // A guest's confirmation leads to the lookup with the number.
    const confirmation = (await mail(`order-${_id}-placed`))!;
    expect(confirmation.message.text).toContain(`http://127.0.0.1:5000/orders/lookup?number=${number}`);
    // The desk finds it by number too.
    const desk = await api<{ orders: Order[] }>(`/api/orders/?q=${compact}`, { token });
    expect(desk.body.orders.map((order) => order._id)).toEqual([_id]);
    // Every order answer has it.
    expect((await api<Order>(`/api/orders/${_id}`, { token })).body.number).toBe(number);
    const claim = await getFirestore().collection("orderNumbers").doc(number).get();
    expect(claim.data()).toEqual({ orderId: _id });
  });
});
