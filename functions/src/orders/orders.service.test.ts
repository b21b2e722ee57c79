import type { Order, ValidOrderInput } from "@bookstore/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MoveResult, OrderMove } from "./order-moves.repository";
import type { PlaceOrderCommand, PlaceOrderResult } from "./orders.repository";
import { GUEST_EMAIL_REQUIRED } from "@bookstore/schema";
import { accountHolder, addressHolder, emailHolder } from "./shopper-holdings";
import { ORDER_DEADLINE_MS, priceInCents } from "./order-placement.service";
import { LOOKUP_WINDOW_MS, MAX_LOOKUPS_PER_ADDRESS } from "./order-reading.service";
import { createOrdersService } from "./orders.service";

// The service's own rules, with an in-memory stand-in for the repository; the API tests prove them end to end.
const shopper = { uid: "u1", email: "ada@example.com", emailVerified: true, signedInAt: 0, guest: false as const };
/** The same address, signed up by someone who never proved it is theirs. */
const unproven = { ...shopper, uid: "u2", emailVerified: false };
const guest = { uid: "g1", guest: true as const };
const input: ValidOrderInput = {
  name: "Ada",
  phone: "0123456789",
  address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
  productIds: ["b1", "b2"],
};
const order = { _id: "o1" } as Order;

function serviceAnswering(
  answer: (command: PlaceOrderCommand) => Promise<PlaceOrderResult>,
  orderBudget?: Parameters<typeof createOrdersService>[0]["orderBudget"],
) {
  const placeOrder = vi.fn(answer);
  const listOrdersByEmail = vi.fn(async () => [order]);
  const deps = {
    placeOrder,
    listOrdersByEmail,
    listOrdersByUid: vi.fn(),
    findOrder: vi.fn(),
    findOrderByNumberOrId: vi.fn(),
    listOrderPage: vi.fn(),
    moveOrder: vi.fn(),
    lookupBudget: { count: vi.fn() },
    quoteOrder: vi.fn(),
    orderBudget,
  };
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

  it("counts the delivery method and the discount code in the request's identity", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await service.placeOrder(shopper, input, "k");
    await service.placeOrder(shopper, { ...input, deliveryMethod: "express" }, "k");
    await service.placeOrder(shopper, { ...input, discountCode: "SPRING" }, "k");
    const hashes = placeOrder.mock.calls.map(([command]) => command.requestHash);
    expect(new Set(hashes).size).toBe(3);
  });

  it("refuses an unknown country with 400 naming address.country before anything is read", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    const refused = service.placeOrder(shopper, { ...input, address: { ...input.address, country: "Atlantis" } });
    await expect(refused).rejects.toMatchObject({ status: 400, fields: { "address.country": expect.any(Array) } });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("refuses an order for another account's email before anything is read", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await expect(service.placeOrder(shopper, { ...input, email: "eve@example.com" })).rejects.toMatchObject({
      status: 403,
    });
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it("places a guest's order under their uid with the email they gave, and refuses one without (400)", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    await expect(service.placeOrder(guest, input)).rejects.toMatchObject({
      status: 400,
      fields: { email: [GUEST_EMAIL_REQUIRED] },
    });
    expect(placeOrder).not.toHaveBeenCalled();
    await service.placeOrder(guest, { ...input, email: "Guest@Example.com" }, "k");
    await service.placeOrder(guest, { ...input, email: "other@example.com" }, "k");
    const [first, second] = placeOrder.mock.calls.map(([command]) => command);
    expect(first!.shopper).toEqual({ uid: "g1", email: "guest@example.com", guest: true });
    expect(first!.requestHash, "another email under the same key is another request").not.toBe(second!.requestHash);
  });

  it("counts a guest's copies per account, email and client address, and a shopper's without the address", async () => {
    const { service, placeOrder } = serviceAnswering(async () => ({ kind: "created", order }));
    const clientAddress = vi.fn(() => "203.0.113.7");
    await service.placeOrder(guest, { ...input, email: "Guest@Example.com" }, undefined, clientAddress);
    await service.placeOrder(shopper, input, undefined, clientAddress);
    const [ofGuest, ofShopper] = placeOrder.mock.calls.map(([command]) => command.holders);
    expect(ofGuest).toEqual([accountHolder("g1"), emailHolder("guest@example.com"), addressHolder("203.0.113.7")]);
    expect(ofShopper).toEqual([accountHolder("u1"), emailHolder("ada@example.com")]);
    expect(clientAddress).toHaveBeenCalledTimes(1);
  });

  it("names which holder is at the copies-per-title limit (409 title-copy-limit)", async () => {
    const books = [{ id: "b2", title: "Dune", category: "fiction" as const, newPrice: 9, stock: 40 }];
    for (const [holder, start] of [
      ["account", "One account may"],
      ["email", "One email may"],
      ["address", "Guests on one network may"],
    ] as const) {
      const limited = serviceAnswering(async () => ({
        kind: "shopper-limit",
        limit: "copies-per-title",
        holder,
        bookIds: ["b2"],
        books,
      }));
      await expect(limited.service.placeOrder(shopper, input)).rejects.toMatchObject({
        status: 409,
        code: "title-copy-limit",
        message: expect.stringMatching(new RegExp(`^${start} have at most 5 copies of a book .*: Dune\\.$`)),
      });
    }
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

  it("answers 503 order-outcome-unknown when the budget or the placement outlives its deadline, or the database times out", async () => {
    vi.useFakeTimers();
    const slow = serviceAnswering(() => new Promise(() => undefined));
    const late = slow.service.placeOrder(shopper, input, "k").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ORDER_DEADLINE_MS);
    expect(await late).toMatchObject({ status: 503, code: "order-outcome-unknown" });

    // The order budget's spend stalls as well: the same deadline, and nothing placed.
    const stalled = serviceAnswering(async () => ({ kind: "created", order }), {
      spend: () => new Promise(() => undefined),
      exhausted: vi.fn(),
    });
    const stalledAnswer = stalled.service.placeOrder(shopper, input, "k").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(ORDER_DEADLINE_MS);
    expect(await stalledAnswer).toMatchObject({ status: 503, code: "order-outcome-unknown" });
    expect(stalled.placeOrder).not.toHaveBeenCalled();

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

  it("gives an unverified address only what its own account placed with it", async () => {
    const listOrdersByEmail = vi.fn(async () => [order]);
    const own = { _id: "own", email: "ada@example.com" } as Order;
    const ownElsewhere = { _id: "other", email: "typed@example.com" } as Order;
    const byUid = vi.fn(async () => [own, ownElsewhere]);
    const guarded = createOrdersService({
      placeOrder: vi.fn(),
      listOrdersByEmail,
      listOrdersByUid: byUid,
      findOrder: vi.fn(),
      findOrderByNumberOrId: vi.fn(),
      listOrderPage: vi.fn(),
      moveOrder: vi.fn(),
      lookupBudget: { count: vi.fn() },
      quoteOrder: vi.fn(),
    });
    expect(await guarded.listOrders(unproven, "ada@example.com")).toEqual([own]);
    expect(byUid).toHaveBeenCalledWith("u2");
    expect(listOrdersByEmail).not.toHaveBeenCalled();
  });
});

describe("a customer's own orders", () => {
  const dated = (id: string, createdAt: string) => ({ _id: id, createdAt }) as Order;
  function serviceListing(byUid: Order[], byEmail: Order[]) {
    const deps = {
      placeOrder: vi.fn(),
      listOrdersByEmail: vi.fn(async () => byEmail),
      listOrdersByUid: vi.fn(async () => byUid),
      findOrder: vi.fn(),
      findOrderByNumberOrId: vi.fn(),
      listOrderPage: vi.fn(),
      moveOrder: vi.fn(),
      lookupBudget: { count: vi.fn() },
      quoteOrder: vi.fn(),
    };
    return { service: createOrdersService(deps), deps };
  }

  it("joins a shopper's orders by uid and by email once each, newest first; a guest's by uid only", async () => {
    const guestOrder = dated("g", "2026-03-02T00:00:00.000Z");
    const both = dated("b", "2026-03-03T00:00:00.000Z");
    const emailOnly = dated("e", "2026-03-01T00:00:00.000Z");
    const { service, deps } = serviceListing([guestOrder, both], [both, emailOnly]);
    expect(await service.listOwnOrders(shopper)).toEqual([both, guestOrder, emailOnly]);
    expect(deps.listOrdersByEmail).toHaveBeenCalledWith("ada@example.com");
    expect(await service.listOwnOrders(guest)).toEqual([both, guestOrder]);
    expect(deps.listOrdersByEmail).toHaveBeenCalledTimes(1);
  });

  it("lists an unverified shopper's orders by uid only: their address is not proven theirs", async () => {
    const own = dated("o", "2026-03-02T00:00:00.000Z");
    const someoneElses = dated("x", "2026-03-03T00:00:00.000Z");
    const { service, deps } = serviceListing([own], [someoneElses]);
    expect(await service.listOwnOrders(unproven)).toEqual([own]);
    expect(deps.listOrdersByEmail).not.toHaveBeenCalled();
  });
});

describe("looking an order up", () => {
  const NOW = Date.UTC(2026, 10, 23, 12);
  const placed = {
    _id: "o1",
    number: "BK-7Q4M-2XKD",
    createdAt: "2026-11-23T10:00:00.000Z",
    name: "Ada",
    email: "ada@example.com",
    phone: "0123456789",
    totalPrice: 12.5,
    address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
    productIds: ["b1"],
    status: "shipped",
    items: [{ bookId: "b1", title: "Dune", unitPrice: 12.5 }],
    timeline: [
      { status: "placed", at: "2026-11-23T10:00:00.000Z", by: "customer" },
      { status: "shipped", at: "2026-11-23T11:00:00.000Z", by: "root" },
    ],
    charges: {
      subtotal: 12.5,
      discount: null,
      delivery: { method: "", name: "", price: 0 },
      tax: null,
      total: 12.5,
    },
    invoice: null,
    creditNote: null,
    returnState: "none",
    returnedBookIds: [],
    refunds: [],
  } satisfies Order;
  function serviceFinding(found: Order | undefined) {
    const counts = new Map<string, number>();
    const deps = {
      placeOrder: vi.fn(),
      listOrdersByEmail: vi.fn(),
      listOrdersByUid: vi.fn(),
      findOrder: vi.fn(),
      findOrderByNumberOrId: vi.fn(async (id: string) =>
        found && id === found._id ? { order: found, uid: "u1" } : undefined,
      ),
      listOrderPage: vi.fn(),
      moveOrder: vi.fn(),
      quoteOrder: vi.fn(),
      lookupBudget: {
        count: vi.fn(async (address: string, max: number) => {
          const attempts = (counts.get(address) ?? 0) + 1;
          counts.set(address, Math.min(attempts, max));
          return { attempts, windowStart: NOW };
        }),
      },
    };
    return { service: createOrdersService(deps), deps };
  }

  it("shows status, timeline and items, without address, phone, name or who moved it", async () => {
    const { service } = serviceFinding(placed);
    expect(await service.lookupOrder({ id: "o1", email: "ADA@example.com" }, "192.0.2.1", NOW)).toEqual({
      _id: "o1",
      number: "BK-7Q4M-2XKD",
      createdAt: placed.createdAt,
      status: "shipped",
      totalPrice: 12.5,
      items: placed.items,
      timeline: [
        { status: "placed", at: "2026-11-23T10:00:00.000Z" },
        { status: "shipped", at: "2026-11-23T11:00:00.000Z" },
      ],
      charges: placed.charges,
      invoice: placed.invoice,
      creditNote: placed.creditNote,
      returnState: "none",
      returnedBookIds: [],
      refunds: [],
    });
  });

  it("answers one 404 for a wrong id, a wrong email or both", async () => {
    const { service } = serviceFinding(placed);
    const refusals = await Promise.all(
      [
        { id: "o2", email: "ada@example.com" },
        { id: "o1", email: "eve@example.com" },
        { id: "o2", email: "eve@example.com" },
      ].map((query) => service.lookupOrder(query, "192.0.2.1", NOW).catch((error: unknown) => error)),
    );
    const shapes = refusals.map((error) => {
      const { status, code, message } = error as { status: number; code: string; message: string };
      return { status, code, message };
    });
    expect(shapes[0]).toMatchObject({ status: 404, code: "not-found" });
    expect(shapes).toEqual([shapes[0], shapes[0], shapes[0]]);
  });

  it("refuses a client past its lookups for the window with 429 and reads nothing more", async () => {
    const { service, deps } = serviceFinding(placed);
    for (let i = 0; i < MAX_LOOKUPS_PER_ADDRESS; i++) {
      await service.lookupOrder({ id: "o1", email: "ada@example.com" }, "192.0.2.1", NOW);
    }
    await expect(
      service.lookupOrder({ id: "o1", email: "ada@example.com" }, "192.0.2.1", NOW + 60_000),
    ).rejects.toMatchObject({
      status: 429,
      code: "too-many-lookups",
      headers: { "Retry-After": String((LOOKUP_WINDOW_MS - 60_000) / 1000) },
    });
    expect(deps.findOrderByNumberOrId).toHaveBeenCalledTimes(MAX_LOOKUPS_PER_ADDRESS);
    await service.lookupOrder({ id: "o1", email: "ada@example.com" }, "198.51.100.2", NOW);
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
      listOrdersByUid: vi.fn(),
      findOrder: vi.fn(async () => found),
      findOrderByNumberOrId: vi.fn(),
      listOrderPage: vi.fn(),
      moveOrder,
      lookupBudget: { count: vi.fn() },
      quoteOrder: vi.fn(),
    };
    return { service: createOrdersService(deps), moveOrder };
  }

  const root = { id: "root", username: "root", role: "owner" as const };

  it("moves as the admin, naming them in the timeline, and cancels as the customer who owns the order", async () => {
    const { service, moveOrder } = serviceMoving({ kind: "moved", order });
    expect(await service.moveOrder(root, "o1", "shipped")).toBe(order);
    expect(await service.cancelOrder(shopper, "o1")).toBe(order);
    expect(moveOrder.mock.calls.map(([move]) => move)).toEqual([
      { orderId: "o1", to: "shipped", actor: "admin", by: "root", staff: root },
      { orderId: "o1", to: "cancelled", actor: "customer", by: "customer", ownerUid: "u1" },
    ]);
  });

  it("answers 404, 403 and 409 with a message that says why", async () => {
    await expect(serviceMoving({ kind: "not-found" }).service.moveOrder(root, "x", "shipped")).rejects.toMatchObject({
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
      serviceMoving({ kind: "illegal", from: "placed" }).service.moveOrder(root, "o1", "delivered"),
    ).rejects.toMatchObject({ message: "An order that is placed cannot be marked delivered" });
  });

  it("shows an order to the admin and to the shopper who placed it, and no one else", async () => {
    const { service } = serviceMoving({ kind: "not-found" }, { order, uid: "u1" });
    expect(await service.getOrder({ admin: root }, "o1")).toBe(order);
    expect(await service.getOrder({ customer: shopper }, "o1")).toBe(order);
    await expect(service.getOrder({ customer: { ...shopper, uid: "u2" } }, "o1")).rejects.toMatchObject({
      status: 403,
    });
    await expect(serviceMoving({ kind: "not-found" }).service.getOrder({ admin: root }, "o9")).rejects.toMatchObject({
      status: 404,
    });
  });
});
