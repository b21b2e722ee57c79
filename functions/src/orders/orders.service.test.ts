import type { Order, ValidOrderInput } from "@bookstore/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MoveResult, OrderMove } from "./order-moves.repository";
import type { PlaceOrderCommand, PlaceOrderResult } from "./orders.repository";
import { createOrdersService, ORDER_DEADLINE_MS, priceInCents } from "./orders.service";

// The service's own rules, with an in-memory stand-in for the repository; the API tests prove them end to end.
const shopper = { uid: "u1", email: "ada@example.com" };
const input: ValidOrderInput = {
  name: "Ada",
  phone: "0123456789",
  address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
  productIds: ["b1", "b2"],
};
const order = { _id: "o1" } as Order;

function serviceAnswering(answer: (command: PlaceOrderCommand) => Promise<PlaceOrderResult>) {
  const placeOrder = vi.fn(answer);
  const listOrdersByEmail = vi.fn(async () => [order]);
  const deps = { placeOrder, listOrdersByEmail, findOrder: vi.fn(), listOrderPage: vi.fn(), moveOrder: vi.fn() };
  return { service: createOrdersService(deps), placeOrder, listOrdersByEmail };
}

afterEach(() => vi.useRealTimers());

describe("placing an order", () => {
  it("answers 201 for a new order and 200 for a replay of its key", async () => {
    const { service } = serviceAnswering(async () => ({ kind: "created", order }));
    expect(await service.placeOrder(shopper, input, "k")).toEqual({ order, replayed: false });
    const replay = serviceAnswering(async () => ({ kind: "replayed", order }));
    expect(await replay.service.placeOrder(shopper, input, "k")).toEqual({ order, replayed: true });
  });

  it("scopes the key to the shopper, counts the shown total in the request's identity, not the email's case", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await service.placeOrder(shopper, { ...input, totalPrice: 1, email: "ADA@example.com" }, "k");
    await service.placeOrder({ ...shopper, uid: "u2" }, { ...input, totalPrice: 1 }, "k");
    await service.placeOrder(shopper, { ...input, totalPrice: 9.99 }, "k");
    const [first, second, third] = placeOrder.mock.calls.map(([command]) => command);
    expect(first!.idempotencyDocId).not.toBe(second!.idempotencyDocId);
    expect(first!.requestHash).toBe(second!.requestHash);
    expect(third!.requestHash).not.toBe(first!.requestHash);
    expect(first!.priceInCents({ newPrice: 19.99 } as never)).toBe(1999);
  });

  it("refuses an order for another account's email before anything is read", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await expect(service.placeOrder(shopper, { ...input, email: "eve@example.com" })).rejects.toMatchObject({
      status: 403,
    });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("names the books that are short (409 out-of-stock), with what is left of each", async () => {
    const short = serviceAnswering(async () => ({
      kind: "short",
      books: [{ id: "b2", title: "Dune", category: "fiction", newPrice: 9, stock: 0 }],
    }));
    await expect(short.service.placeOrder(shopper, input)).rejects.toMatchObject({
      status: 409,
      code: "out-of-stock",
      message: "Not enough copies of: Dune",
      books: [{ bookId: "b2", title: "Dune", stock: 0 }],
    });
  });

  it("passes on the total the shopper was shown, and answers 409 price-changed with every book's price", async () => {
    const changed = serviceAnswering(async () => ({
      kind: "price-changed",
      totalCents: 4449,
      books: [{ id: "b1", title: "Dune", category: "fiction", newPrice: 44.49, stock: 3 }],
    }));
    await expect(changed.service.placeOrder(shopper, { ...input, totalPrice: 29.49 })).rejects.toMatchObject({
      status: 409,
      code: "price-changed",
      message: "Prices have changed: the order now comes to $44.49. Check the new prices and place the order again.",
      books: [{ bookId: "b1", title: "Dune", stock: 3, unitPrice: 44.49 }],
    });
    expect(changed.placeOrder.mock.calls[0]![0].shownCents).toBe(2949);
  });

  it("places an order sent without a total (older clients) at the current prices", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await service.placeOrder(shopper, input);
    expect(placeOrder.mock.calls[0]![0].shownCents).toBeUndefined();
  });

  it("names books no longer sold (409 unknown-books) and refuses a key reused for another order (422)", async () => {
    const unknown = serviceAnswering(async () => ({ kind: "unknown-books", ids: ["b2"] }));
    await expect(unknown.service.placeOrder(shopper, input)).rejects.toMatchObject({
      status: 409,
      code: "unknown-books",
      books: [{ bookId: "b2", stock: 0 }],
    });
    const reused = serviceAnswering(async () => ({ kind: "key-reused-with-other-request" }));
    await expect(reused.service.placeOrder(shopper, input, "k")).rejects.toMatchObject({ status: 422 });
  });

  it("answers 503 order-outcome-unknown when the placement outlives its deadline or the database times out", async () => {
    vi.useFakeTimers();
    const slow = serviceAnswering(() => new Promise(() => undefined));
    const late = slow.service.placeOrder(shopper, input, "k").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ORDER_DEADLINE_MS);
    expect(await late).toMatchObject({ status: 503, code: "order-outcome-unknown" });

    const unreachable = serviceAnswering(async () => Promise.reject(Object.assign(new Error("deadline"), { code: 4 })));
    await expect(unreachable.service.placeOrder(shopper, input, "k")).rejects.toMatchObject({
      code: "order-outcome-unknown",
    });
  });
});

describe("listing orders", () => {
  it("lists the shopper's own orders, whatever the case of the email asked for, and no one else's", async () => {
    const { service, listOrdersByEmail } = serviceAnswering(async () => ({ kind: "created", order }));
    expect(await service.listOrders(shopper, "Ada@Example.com")).toEqual([order]);
    expect(listOrdersByEmail).toHaveBeenCalledWith("ada@example.com");
    await expect(service.listOrders(shopper, "eve@example.com")).rejects.toMatchObject({ status: 403 });
  });
});

it("totals prices in whole cents", () => {
  expect([19.99, 0.07, 100_000].map((newPrice) => priceInCents({ newPrice }))).toEqual([1999, 7, 10_000_000]);
});

describe("moving orders", () => {
  function serviceMoving(result: MoveResult, found?: { order: Order; uid: string }) {
    const moveOrder = vi.fn(async (_move: OrderMove) => result);
    const deps = {
      placeOrder: vi.fn(),
      listOrdersByEmail: vi.fn(),
      findOrder: vi.fn(async () => found),
      listOrderPage: vi.fn(),
      moveOrder,
    };
    return { service: createOrdersService(deps), moveOrder };
  }

  it("moves as the admin, naming them in the timeline, and cancels as the customer who owns the order", async () => {
    const { service, moveOrder } = serviceMoving({ kind: "moved", order });
    expect(await service.moveOrder("root", "o1", "shipped")).toBe(order);
    expect(await service.cancelOrder(shopper, "o1")).toBe(order);
    expect(moveOrder.mock.calls.map(([move]) => move)).toEqual([
      { orderId: "o1", to: "shipped", actor: "admin", by: "root" },
      { orderId: "o1", to: "cancelled", actor: "customer", by: "customer", ownerUid: "u1" },
    ]);
  });

  it("answers 404, 403 and 409 with a message that says why", async () => {
    await expect(serviceMoving({ kind: "not-found" }).service.moveOrder("root", "x", "shipped")).rejects.toMatchObject({
      status: 404,
    });
    await expect(serviceMoving({ kind: "not-owner" }).service.cancelOrder(shopper, "o1")).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      serviceMoving({ kind: "illegal", from: "shipped" }).service.cancelOrder(shopper, "o1"),
    ).rejects.toMatchObject({
      status: 409,
      code: "illegal-transition",
      message: "This order is already shipped and can no longer be cancelled",
    });
    await expect(
      serviceMoving({ kind: "illegal", from: "placed" }).service.moveOrder("root", "o1", "delivered"),
    ).rejects.toMatchObject({ message: "An order that is placed cannot be marked delivered" });
  });

  it("shows an order to the admin and to the shopper who placed it, and no one else", async () => {
    const { service } = serviceMoving({ kind: "not-found" }, { order, uid: "u1" });
    expect(await service.getOrder({ admin: "root" }, "o1")).toBe(order);
    expect(await service.getOrder({ shopper }, "o1")).toBe(order);
    await expect(service.getOrder({ shopper: { ...shopper, uid: "u2" } }, "o1")).rejects.toMatchObject({ status: 403 });
    await expect(serviceMoving({ kind: "not-found" }).service.getOrder({ admin: "root" }, "o9")).rejects.toMatchObject({
      status: 404,
    });
  });
});
