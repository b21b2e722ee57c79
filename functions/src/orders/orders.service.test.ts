import type { Order, ValidOrderInput } from "@bookstore/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
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
  return { service: createOrdersService({ placeOrder, listOrdersByEmail }), placeOrder, listOrdersByEmail };
}

afterEach(() => vi.useRealTimers());

describe("placing an order", () => {
  it("answers 201 for a new order and 200 for a replay of its key", async () => {
    const { service } = serviceAnswering(async () => ({ kind: "created", order }));
    expect(await service.placeOrder(shopper, input, "k")).toEqual({ order, replayed: false });
    const replay = serviceAnswering(async () => ({ kind: "replayed", order }));
    expect(await replay.service.placeOrder(shopper, input, "k")).toEqual({ order, replayed: true });
  });

  it("scopes the key to the shopper and leaves the client's total and email out of the request's identity", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await service.placeOrder(shopper, { ...input, totalPrice: "1.00", email: "ADA@example.com" }, "k");
    await service.placeOrder({ ...shopper, uid: "u2" }, { ...input, totalPrice: "9.99" }, "k");
    const [first, second] = placeOrder.mock.calls.map(([command]) => command);
    expect(first!.idempotencyDocId).not.toBe(second!.idempotencyDocId);
    expect(first!.requestHash).toBe(second!.requestHash);
    expect(first!.priceInCents({ newPrice: 19.99 } as never)).toBe(1999);
  });

  it("refuses an order for another account's email before anything is read", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await expect(service.placeOrder(shopper, { ...input, email: "eve@example.com" })).rejects.toMatchObject({
      status: 403,
    });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("names unknown books (400) and refuses a key reused for another order (422)", async () => {
    const unknown = serviceAnswering(async () => ({ kind: "unknown-books", ids: ["b2"] }));
    await expect(unknown.service.placeOrder(shopper, input)).rejects.toMatchObject({
      status: 400,
      fields: { productIds: ["Unknown book: b2"] },
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
