import type { ApiErrorBody, Book, Order, OrderPage } from "@bookstore/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type ApiResponse } from "@bookstore/testing/api";
import { ADMIN, adminToken, createShopper, type Shopper } from "@bookstore/testing/accounts";
import { createStockedBooks, getBook } from "@bookstore/testing/catalog";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { expectApiError } from "../support/api-errors";
import { cancelOrder, moveOrder, orderBody, postOrder } from "../support/orders";

let token: string;
let books: Book[];
beforeAll(async () => {
  token = await adminToken();
  books = await createStockedBooks(3, { stock: 50, label: "Desk" });
});

async function placed(shopper: Shopper, bookIds = [books[0]!._id]): Promise<Order> {
  const res = await postOrder(shopper, orderBody(shopper, bookIds));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const deskPage = (query: string) => api<OrderPage & ApiErrorBody>(`/api/orders/?${query}`, { token });

describe("an order as placed", () => {
  it("is placed, remembers titles and unit prices, and has a timeline", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper, [books[0]!._id, books[1]!._id]);
    expect(order.status).toBe("placed");
    expect(order.items).toEqual([
      { bookId: books[0]!._id, title: books[0]!.title, unitPrice: books[0]!.newPrice },
      { bookId: books[1]!._id, title: books[1]!.title, unitPrice: books[1]!.newPrice },
    ]);
    expect(order.timeline).toEqual([{ status: "placed", at: order.createdAt, by: "customer" }]);
    expect(order.productIds).toEqual([books[0]!._id, books[1]!._id]);
  });

  it("keeps what was bought when the book is later edited or deleted", async () => {
    const [book] = await createStockedBooks(1, { stock: 5, label: "Renamed" });
    const shopper = await createShopper();
    const order = await placed(shopper, [book!._id]);
    const edit = { ...book!, title: `${book!.title} (2nd edition)`, newPrice: 77 };
    const { _id, createdAt: _createdAt, ...input } = edit;
    expect((await api(`/api/books/edit/${_id}`, { method: "PUT", token, body: input })).status).toBe(200);
    expect((await api(`/api/books/${_id}`, { method: "DELETE", token })).status).toBe(200);
    const read = await api<Order>(`/api/orders/${order._id}`, { token: shopper.idToken });
    expect(read.body.items).toEqual(order.items);
    expect(read.body.totalPrice).toBe(order.totalPrice);
  });
});

describe("GET /api/orders/:id", () => {
  it("answers the shopper who placed it and the admin; 403 for another shopper, 401 without a token", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper);
    expect((await api<Order>(`/api/orders/${order._id}`, { token: shopper.idToken })).body).toEqual(order);
    const asAdmin = await api<Order>(`/api/orders/${order._id}`, { token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");
    expectApiError(await api(`/api/orders/${order._id}`, { token: (await createShopper()).idToken }), 403);
    expectApiError(await api(`/api/orders/${order._id}`), 401);
  });

  it("answers 404 for an unknown order and 400 for an id that is not one", async () => {
    expectApiError(await api("/api/orders/no-such-order", { token }), 404);
    expectApiError(await api("/api/orders/__bad__", { token }), 400);
  });
});

describe("PATCH /api/orders/:id (admin)", () => {
  it("ships then delivers, naming the admin in the timeline", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper);
    const shipped = await moveOrder(token, order._id, "shipped");
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe("shipped");
    const delivered = await moveOrder(token, order._id, "delivered");
    expect(delivered.body.status).toBe("delivered");
    expect(delivered.body.timeline.map(({ status, by }) => [status, by])).toEqual([
      ["placed", "customer"],
      ["shipped", ADMIN.username],
      ["delivered", ADMIN.username],
    ]);
    const stored = (await getFirestore().collection("orders").doc(order._id).get()).data();
    expect(stored?.status).toBe("delivered");
  });

  it("refuses an illegal move with 409 and a clear message, changing nothing", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper);
    const skip = await moveOrder(token, order._id, "delivered");
    expectApiError(skip, 409);
    expect(skip.body.error).toMatchObject({
      code: "illegal-transition",
      message: "An order that is placed cannot be marked delivered",
    });
    expectApiError(await moveOrder(token, order._id, "placed"), 409);
    expect((await api<Order>(`/api/orders/${order._id}`, { token })).body).toEqual(order);
  });

  it("needs the admin (401, 403), a known order (404) and a valid status (400)", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper);
    expectApiError(await api(`/api/orders/${order._id}`, { method: "PATCH", body: { status: "shipped" } }), 401);
    expectApiError(await moveOrder(shopper.idToken, order._id, "shipped"), 403);
    expectApiError(await moveOrder(token, "no-such-order", "shipped"), 404);
    const bad = await moveOrder(token, order._id, "lost");
    expectApiError(bad, 400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["status"]);
    const extra = await api(`/api/orders/${order._id}`, {
      method: "PATCH",
      token,
      body: { status: "shipped", by: "someone" },
    });
    expectApiError(extra, 400);
    expect((await api<Order>(`/api/orders/${order._id}`, { token })).body.status).toBe("placed");
  });
});

describe("POST /api/orders/:id/cancel (shopper)", () => {
  it("cancels the shopper's placed order and puts the copies back", async () => {
    const [book] = await createStockedBooks(1, { stock: 4, label: "Cancelled" });
    const shopper = await createShopper();
    const order = await placed(shopper, [book!._id]);
    expect((await getBook(book!._id)).stock).toBe(3);
    const cancelled = await cancelOrder(shopper, order._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.timeline.at(-1)).toMatchObject({ status: "cancelled", by: "customer" });
    expect((await getBook(book!._id)).stock).toBe(4);
    expectApiError(await cancelOrder(shopper, order._id), 409);
    expect((await getBook(book!._id)).stock).toBe(4);
  });

  it("refuses another shopper (403), a shipped order (409), no token (401) and an unknown order (404)", async () => {
    const shopper = await createShopper();
    const order = await placed(shopper);
    expectApiError(await cancelOrder(await createShopper(), order._id), 403);
    expectApiError(await api(`/api/orders/${order._id}/cancel`, { method: "POST" }), 401);
    expectApiError(await cancelOrder(shopper, "no-such-order"), 404);
    await moveOrder(token, order._id, "shipped");
    const late = await cancelOrder(shopper, order._id);
    expectApiError(late, 409);
    expect(late.body.error.message).toBe("This order is already shipped and can no longer be cancelled");
  });

  it("lets the admin cancel a shipped order (refused at the door), putting the copies back", async () => {
    const [book] = await createStockedBooks(1, { stock: 2, label: "Refused" });
    const shopper = await createShopper();
    const order = await placed(shopper, [book!._id]);
    await moveOrder(token, order._id, "shipped");
    const refused = await moveOrder(token, order._id, "cancelled");
    expect(refused.body.status).toBe("cancelled");
    expect((await getBook(book!._id)).stock).toBe(2);
  });
});

describe("the answers of one order's routes", () => {
  // Each a valid path segment that is not an order id: reserved, spaced, starred, too long.
  const MALFORMED_IDS = ["__bad__", "bad%20id", "a*b", "x".repeat(129)];

  it.each(MALFORMED_IDS)("refuses the id %s with exactly 400 naming it, on GET, PATCH and cancel", async (id) => {
    const shopper = await createShopper();
    for (const res of [
      await api(`/api/orders/${id}`, { token }),
      await api(`/api/orders/${id}`, { token: shopper.idToken }),
      await moveOrder(token, id, "shipped"),
      await cancelOrder(shopper, id),
    ]) {
      expectApiError(res, 400);
      expect(res.body.error.code, res.text).toBe("invalid-request");
      expect(Object.keys(res.body.error.fields ?? {}), res.text).toEqual(["id"]);
    }
  });

  it("answers 401 without a token, 403 for the wrong person, 404 for an unknown order, on each route", async () => {
    const shopper = await createShopper();
    const other = await createShopper();
    const order = await placed(shopper);
    const path = `/api/orders/${order._id}`;
    const cases: [string, () => Promise<ApiResponse>, number][] = [
      ["GET, no token", () => api(path), 401],
      ["GET, another shopper", () => api(path, { token: other.idToken }), 403],
      ["GET, an unknown order (admin)", () => api("/api/orders/no-such-order", { token }), 404],
      ["GET, an unknown order (shopper)", () => api("/api/orders/no-such-order", { token: shopper.idToken }), 404],
      ["PATCH, no token", () => api(path, { method: "PATCH", body: { status: "shipped" } }), 401],
      ["PATCH, the shopper", () => moveOrder(shopper.idToken, order._id, "shipped"), 403],
      ["PATCH, a token that is not one", () => moveOrder("not-a-token", order._id, "shipped"), 403],
      ["PATCH, an unknown order", () => moveOrder(token, "no-such-order", "shipped"), 404],
      ["PATCH, an empty body", () => api(path, { method: "PATCH", token, body: {} }), 400],
      ["cancel, no token", () => api(`${path}/cancel`, { method: "POST" }), 401],
      ["cancel, the admin's token", () => api(`${path}/cancel`, { method: "POST", token }), 401],
      ["cancel, another shopper", () => cancelOrder(other, order._id), 403],
      ["cancel, an unknown order", () => cancelOrder(shopper, "no-such-order"), 404],
    ];
    for (const [label, request, status] of cases) {
      const res = await request();
      expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(status);
      expectApiError(res, status);
    }
    expect((await api<Order>(path, { token })).body).toEqual(order);
  });
});

describe("stock at checkout", () => {
  it("refuses an order with a sold-out book with 409 naming it, and writes nothing", async () => {
    const [plenty, last] = await createStockedBooks(2, { stock: 1, label: "Last copy" });
    const first = await createShopper();
    await placed(first, [last!._id]);
    const late = await createShopper();
    const res = await postOrder(late, orderBody(late, [plenty!._id, last!._id]));
    expectApiError(res, 409);
    expect(res.body.error).toMatchObject({
      code: "out-of-stock",
      message: `Not enough copies of: ${last!.title}`,
      books: [{ bookId: last!._id, title: last!.title, stock: 0 }],
    });
    expect((await getBook(plenty!._id)).stock).toBe(1);
    const stored = await getFirestore().collection("orders").where("email", "==", late.email).get();
    expect(stored.size).toBe(0);
  });
});

describe("GET /api/orders/ (the order desk)", () => {
  it("lists every order newest first, paged with a cursor", async () => {
    const shopper = await createShopper("desk");
    const mine = [await placed(shopper), await placed(shopper), await placed(shopper)];
    const q = `q=${encodeURIComponent(shopper.email)}`;
    const first = await deskPage(`${q}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.orders.map((o) => o._id)).toEqual([mine[2]!._id, mine[1]!._id]);
    const second = await deskPage(`${q}&limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({ orders: [mine[0]], nextCursor: null });

    const all = await deskPage("limit=100");
    const times = all.body.orders.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.orders[0]!.createdAt >= mine[2]!.createdAt).toBe(true);
  });

  it("filters by status, alone or with an email, and finds an order by its id", async () => {
    const shopper = await createShopper("desk");
    const [a, b, c] = [await placed(shopper), await placed(shopper), await placed(shopper)];
    await moveOrder(token, b!._id, "shipped");
    await cancelOrder(shopper, c!._id);
    const q = `q=${encodeURIComponent(shopper.email.toUpperCase())}`;
    expect((await deskPage(`${q}&status=shipped`)).body.orders.map((o) => o._id)).toEqual([b!._id]);
    expect((await deskPage(`${q}&status=placed`)).body.orders.map((o) => o._id)).toEqual([a!._id]);
    const shipped = await deskPage("status=shipped&limit=100");
    expect(shipped.body.orders.every((o) => o.status === "shipped")).toBe(true);
    expect(shipped.body.orders.map((o) => o._id)).toContain(b!._id);
    expect((await deskPage(`q=${c!._id}`)).body.orders).toEqual([expect.objectContaining({ _id: c!._id })]);
    expect((await deskPage(`q=${c!._id}&status=placed`)).body.orders).toEqual([]);
    expect((await deskPage("q=no-such-order")).body).toEqual({ orders: [], nextCursor: null });
  });

  it("is for the admin only, and refuses bad parameters with 400 naming them", async () => {
    expectApiError(await api("/api/orders/"), 401);
    expectApiError(await api("/api/orders/", { token: (await createShopper()).idToken }), 403);
    for (const [query, field] of [
      ["status=lost", "status"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["cursor=not*a*cursor", "cursor"],
      ["cursor=MTpfX3hfXw", "cursor"],
      ["sort=oldest", "_"],
    ] as const) {
      const res = await deskPage(query);
      expectApiError(res, 400);
      expect(Object.keys(res.body.error.fields ?? {}), query).toContain(field);
    }
  });
});
