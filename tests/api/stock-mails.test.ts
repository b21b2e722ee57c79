import type { Book } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { verifyEmail } from "@bookstore/testing/auth-actions";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { startImport, waitForImport } from "@bookstore/testing/book-imports";
import { toCsv } from "@bookstore/testing/books-csv";
import { cancelOrder, orderBody, postOrder } from "../support/orders";

// The mails a book's stock causes, read from the outbox: the shop's low-stock notice once per fall to 3 copies,
// the wishers' back-in-stock mail once per return from sold out.

const mailIds = async (prefix: string) => {
  const mail = getFirestore().collection("mail");
  const found = await mail
    .where("__name__", ">=", mail.doc(prefix))
    .where("__name__", "<", mail.doc(`${prefix}\uf8ff`))
    .get();
  return found.docs.map((doc) => doc.id).sort();
};

let token: string;
let buyer: Shopper;
beforeAll(async () => {
  [token, buyer] = await Promise.all([adminToken(), createShopper("stock-mails")]);
});

const REQUIRED = ["title", "author", "description", "category", "trending", "oldPrice", "newPrice"] as const;
const requiredFields = (book: Book) => Object.fromEntries(REQUIRED.map((field) => [field, book[field]]));

const editStock = (book: Book, stock: number) =>
  api<Book>(`/api/books/edit/${book._id}`, {
    method: "PUT",
    token,
    body: { ...requiredFields(book), coverImage: "", stock },
  });

const buy = async (book: Book) => {
  const res = await postOrder(buyer, orderBody(buyer, [book._id]));
  expect(res.status).toBe(201);
  return res.body._id;
};

const wish = async (book: Book, wisher: Shopper) =>
  expect((await api(`/api/me/wishlist/${book._id}`, { method: "PUT", token: wisher.idToken })).status).toBe(201);

describe("low stock", () => {
  it("tells the shop once per fall to 3 copies, by orders or by an edit", async () => {
    const [book] = await createStockedBooks(1, { stock: 5, label: "Low" });
    const prefix = `low-stock-${book!._id}-`;
    await buy(book!);
    expect(await mailIds(prefix)).toEqual([]);
    await buy(book!);
    expect(await mailIds(prefix)).toEqual([`${prefix}1`]);
    await buy(book!);
    expect(await mailIds(prefix)).toEqual([`${prefix}1`]);
    const notice = (await getFirestore().collection("mail").doc(`${prefix}1`).get()).data()!;
    expect(notice.to).toBe("shop@bookstore.test");
    expect(notice.message.subject).toBe(`Low stock: ${book!.title} has 3 copies left`);

    // Back above the mark, then down again by the admin's edit: a second notice.
    expect((await editStock(book!, 10)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1`]);
    expect((await editStock(book!, 1)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1`, `${prefix}2`]);
  });
});

describe("back in stock", () => {
  it("mails each verified wisher once per return from sold out", async () => {
    const [[book], verified, unverified] = await Promise.all([
      createStockedBooks(1, { stock: 1, label: "Wished" }),
      createShopper("wisher").then(verifyEmail),
      createShopper("unverified-wisher"),
    ]);
    await buy(book!);
    for (const wisher of [verified, unverified]) await wish(book!, wisher);
    const prefix = `back-in-stock-${book!._id}-`;

    expect((await editStock(book!, 4)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1-${verified.uid}`]);
    const mail = (await getFirestore().collection("mail").doc(`${prefix}1-${verified.uid}`).get()).data()!;
    expect(mail.to).toBe(verified.email);
    expect(mail.message.subject).toBe(`Back in stock: ${book!.title}`);
    expect(mail.message.text).toContain(`http://127.0.0.1:5000/books/${book!._id}`);

    // More copies of a book in stock is no return; sold out and back again is.
    expect((await editStock(book!, 6)).status).toBe(200);
    expect(await mailIds(prefix)).toHaveLength(1);
    expect((await editStock(book!, 0)).status).toBe(200);
    expect((await editStock(book!, 2)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1-${verified.uid}`, `${prefix}2-${verified.uid}`]);
  });
});

describe("back in stock by an import or a cancellation", () => {
  let wisher: Shopper;
  beforeAll(async () => {
    wisher = await verifyEmail(await createShopper("restock-wisher"));
  });

  const importStock = async (book: Book, stock: number) => {
    const file = toCsv([{ id: book._id, ...requiredFields(book), stock }], ["id", ...REQUIRED, "stock"]);
    // One job, as the admin's Import runs it (the one-request import runs two: its check, then the import).
    const started = await startImport(file, { token });
    expect(started.status, started.text).toBe(202);
    expect((await waitForImport(started.body.id as string, token)).status).toBe("done");
  };

  it("an import giving a sold-out book copies mails each verified wisher once", async () => {
    const [book] = await createStockedBooks(1, { stock: 1, label: "Imported" });
    await buy(book!);
    await wish(book!, wisher);
    const prefix = `back-in-stock-${book!._id}-`;

    await importStock(book!, 3);
    // More copies of a book in stock is no return (book-import-plan.test.ts).
    expect(await mailIds(prefix)).toEqual([`${prefix}1-${wisher.uid}`]);
  });

  it("a cancellation returning a sold-out book's copy mails each verified wisher once", async () => {
    const [book] = await createStockedBooks(1, { stock: 2, label: "Returned" });
    const [first, second] = [await buy(book!), await buy(book!)];
    await wish(book!, wisher);
    const prefix = `back-in-stock-${book!._id}-`;

    expect((await cancelOrder(buyer, first)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1-${wisher.uid}`]);
    // The second copy back finds the book in stock: no return.
    expect((await cancelOrder(buyer, second)).status).toBe(200);
    expect(await mailIds(prefix)).toEqual([`${prefix}1-${wisher.uid}`]);
  });
});
