// The counters' arithmetic, end to end in memory: orders placed, moved and cancelled write their counters as the
// repositories do, and the dashboard's sums are read back. The API tests compare the same figures with the real
// emulator; here each sum is known by hand, down to a rounded half cent.
import type { Category, OrderStatus } from "@bookstore/schema";
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastDayHours, lastMonths } from "../lib/time-buckets";
import type { Writes } from "../lib/firestore";
import { addToCustomer, COUNTER_SHARDS, countsOf, customerId, saleOf } from "./order-counters";
import { createOrderCountersRepository } from "./order-counters.repository";
import type { OrderDocument } from "./order-document";

/** A stand-in for Firestore: documents by path, `set` with merge applying increments as the server does. */
const memory = vi.hoisted(() => {
  class Increment {
    constructor(readonly by: number) {}
  }
  const docs = new Map<string, Record<string, unknown>>();
  const isPlain = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  function merge(target: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
    const result = { ...target };
    for (const [key, value] of Object.entries(data)) {
      if (value instanceof Increment) result[key] = ((result[key] as number | undefined) ?? 0) + value.by;
      else if (isPlain(value)) result[key] = merge(isPlain(result[key]) ? result[key] : {}, value);
      else result[key] = value;
    }
    return result;
  }
  const ref = (path: string) => ({ path, id: path.split("/").at(-1)! });
  const db = {
    collection: (name: string) => ({
      doc: (id: string) => ref(`${name}/${id}`),
      orderBy: (field: string) => ({
        limit: (count: number) => ({
          get: async () => ({
            docs: [...docs]
              .filter(([path]) => path.startsWith(`${name}/`))
              .map(([, data]) => data)
              .sort((a, b) => (b[field] as number) - (a[field] as number))
              .slice(0, count)
              .map((data) => ({ data: () => data })),
          }),
        }),
      }),
    }),
    getAll: async (...refs: { path: string }[]) => refs.map(({ path }) => ({ data: () => docs.get(path) })),
  };
  return { Increment, docs, merge, db };
});

vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<typeof import("firebase-admin/firestore")>()),
  FieldValue: { increment: (by: number) => new memory.Increment(by) },
}));

const { countOrder, readCustomer, readOrderFigures } = createOrderCountersRepository(memory.db as unknown as Firestore);

const writes: Writes = {
  create(ref, data) {
    if (memory.docs.has(ref.path)) throw new Error(`${ref.path} exists`);
    memory.docs.set(ref.path, memory.merge({}, data));
  },
  set(ref, data) {
    memory.docs.set(ref.path, memory.merge(memory.docs.get(ref.path) ?? {}, data));
  },
  update(ref, data) {
    if (!memory.docs.has(ref.path)) throw new Error(`${ref.path} is gone`);
    memory.docs.set(ref.path, { ...memory.docs.get(ref.path), ...(data as Record<string, unknown>) });
  },
  delete(ref) {
    memory.docs.delete(ref.path);
  },
};
const read = async (ref: DocumentReference) => {
  const data = memory.docs.get(ref.path);
  return { ref, exists: data !== undefined, data: () => data, updateTime: Timestamp.now() } as DocumentSnapshot;
};

const order = (
  uid: string,
  name: string,
  at: string,
  items: [Category, number][],
  status: OrderStatus = "placed",
): OrderDocument => ({
  uid,
  email: `${uid}@example.com`,
  name,
  phone: "0123456789",
  address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
  productIds: items.map((_, i) => `${uid}-book-${i}`),
  totalCents: items.reduce((sum, [, cents]) => sum + cents, 0),
  createdAt: Timestamp.fromDate(new Date(at)),
  status,
  items: items.map(([category, unitPriceCents], i) => ({
    bookId: `${uid}-book-${i}`,
    title: `Book ${i}`,
    unitPriceCents,
    category,
  })),
});

/** What placing an order writes to the counters (orders.repository). */
async function place(placed: OrderDocument) {
  (await readCustomer(placed.email, read)).write(writes, placed, 1);
  countOrder(writes, placed, { sale: 1, open: 1 });
}

/** What a move writes (order-moves.repository): only cancelling undoes a sale; every move but shipping closes it. */
async function move(moved: OrderDocument, to: OrderStatus) {
  if (to === "cancelled") (await readCustomer(moved.email, read)).write(writes, moved, -1);
  countOrder(writes, moved, { sale: to === "cancelled" ? -1 : 0, open: to === "shipped" ? 0 : -1 });
}

const NOW = new Date("2026-04-01T01:10:00Z");
const figures = (top = 8) =>
  readOrderFigures(
    lastMonths(NOW, 12).map((m) => m.month),
    lastDayHours(NOW),
    top,
  );
const genresSold = (genres: Partial<Record<Category, { cents: number; copies: number }>>) =>
  Object.fromEntries(Object.entries(genres).filter(([, g]) => g.copies !== 0 || g.cents !== 0));

beforeEach(() => {
  memory.docs.clear();
  // Each write picks the next shard, so the sums must add up every shard.
  let next = 0;
  vi.spyOn(Math, "random").mockImplementation(() => (next++ % COUNTER_SHARDS) / COUNTER_SHARDS);
});
afterEach(() => vi.restoreAllMocks());

describe("the dashboard's counters", () => {
  it("count every sale by month, hour, genre and shopper, and cancelled orders nowhere", async () => {
    // Just before and after midnight UTC at a month's end; one a month before at the day and hour of the last day's
    // (a bucket of another month); one outside the twelve months shown.
    const adaFirst = order("ada", "Ada Reader", "2026-03-31T23:30:00Z", [
      ["fiction", 1999],
      ["horror", 1050],
    ]);
    const adaSecond = order("ada", "Ada R. Lovelace", "2026-04-01T00:15:00Z", [["fiction", 500]]);
    const benKept = order("ben", "Ben Pages", "2026-03-01T00:20:00Z", [
      ["horror", 700],
      ["horror", 700],
    ]);
    const benCancelled = order("ben", "Ben Pages", "2026-04-01T00:45:00Z", [["business", 12_345]]);
    const chloeRefused = order("chloe", "Chloe Novel", "2026-04-01T00:50:00Z", [["technology", 999]]);
    const devOld = order("dev", "Dev Margins", "2025-01-15T12:00:00Z", [["adventure", 250]]);
    for (const placed of [devOld, benKept, adaFirst, adaSecond, benCancelled, chloeRefused]) await place(placed);
    await move(adaSecond, "shipped");
    await move(adaSecond, "delivered");
    await move(benKept, "shipped");
    await move(benCancelled, "cancelled");
    await move(chloeRefused, "shipped");
    await move(chloeRefused, "cancelled");
    await move(devOld, "shipped");
    await move(devOld, "delivered");

    const read = await figures();
    expect(read).toMatchObject({ orders: 4, cents: 3049 + 500 + 1400 + 250, open: 2, lastDay: 2 });
    expect(genresSold(read.genres)).toEqual({
      fiction: { cents: 2499, copies: 2 },
      horror: { cents: 2450, copies: 3 },
      adventure: { cents: 250, copies: 1 },
    });
    expect(Object.entries(read.months).filter(([, m]) => m.orders !== 0 || m.cents !== 0)).toEqual([
      ["2026-03", { orders: 2, cents: 3049 + 1400 }],
      ["2026-04", { orders: 1, cents: 500 }],
    ]);
    // Ada: (3049 + 500) / 2 = 1774.5, rounded to 1775; Chloe has no sale left, so no counter at all.
    expect(read.topCustomers).toEqual([
      { name: "Ada R. Lovelace", email: "ada@example.com", orders: 2, cents: 3549, averageCents: 1775 },
      expect.objectContaining({ email: "ben@example.com", orders: 1, cents: 1400, averageCents: 1400 }),
      { name: "Dev Margins", email: "dev@example.com", orders: 1, cents: 250, averageCents: 250 },
    ]);
    expect(memory.docs.has(`customers/${customerId("chloe@example.com")}`)).toBe(false);
    expect((await figures(2)).topCustomers.map((c) => c.email)).toEqual(["ada@example.com", "ben@example.com"]);
    // Every counter was spread over the shards, and the sums read them all.
    const shards = [...memory.docs.keys()].filter((path) => path.startsWith("orderStats/total-"));
    expect(shards.length).toBeGreaterThan(1);
    expect(
      shards.every((path) => /^orderStats\/total-(\d+)$/.test(path) && Number(path.split("-")[1]) < COUNTER_SHARDS),
    ).toBe(true);
  });

  it("count one customer per order email, whichever accounts placed the orders", async () => {
    // Guests' throwaway anonymous accounts, one per order, all giving one email.
    for (const [uid, cents] of [
      ["guest-1", 1000],
      ["guest-2", 3000],
      ["guest-3", 2000],
    ] as const) {
      await place({
        ...order(uid, "Gus Guest", "2026-03-20T10:00:00Z", [["fiction", cents]]),
        email: "gus@example.com",
      });
    }
    const gus = (await figures()).topCustomers.filter((customer) => customer.email === "gus@example.com");
    expect(gus).toEqual([{ name: "Gus Guest", email: "gus@example.com", orders: 3, cents: 6000, averageCents: 2000 }]);
  });

  it("read as zero with no order at all", async () => {
    const read = await figures();
    expect(read).toMatchObject({ orders: 0, cents: 0, open: 0, lastDay: 0, genres: {}, topCustomers: [] });
    expect(Object.values(read.months)).toEqual(Array(12).fill({ orders: 0, cents: 0 }));
  });

  it("write nothing for a move that changes neither sales nor open orders", () => {
    countOrder(writes, order("ada", "Ada", "2026-03-01T00:00:00Z", [["fiction", 100]]), { sale: 0, open: 0 });
    expect(memory.docs.size).toBe(0);
    countOrder(writes, order("ada", "Ada", "2026-03-01T00:00:00Z", [["fiction", 100]]), { sale: 0, open: -1 });
    expect([...memory.docs.values()]).toEqual([{ open: -1 }]);
  });
});

describe("one order's sale", () => {
  it("is bucketed by its UTC month and hour, and sums its genres", () => {
    const placed = order("ada", "Ada", "2026-03-01T00:30:00+02:00", [
      ["horror", 700],
      ["fiction", 1999],
      ["horror", 350],
    ]);
    expect(saleOf(placed, 1)).toEqual({
      orders: 1,
      cents: 3049,
      deliveryCents: 0,
      taxCents: 0,
      month: "2026-02",
      hour: "28T22",
      genres: { horror: { cents: 1050, copies: 2 }, fiction: { cents: 1999, copies: 1 } },
    });
    expect(saleOf(placed, -1)).toMatchObject({
      orders: -1,
      cents: -3049,
      genres: { horror: { cents: -1050, copies: -2 } },
    });
  });

  it("counts the books after their discount as sales, with delivery and tax beside them", () => {
    const placed = order("ada", "Ada", "2026-03-01T00:30:00Z", [
      ["horror", 700],
      ["fiction", 1999],
    ]);
    placed.items = placed.items!.map((item, i) => ({ ...item, discountCents: [70, 200][i], taxCents: [105, 300][i] }));
    placed.charges = {
      subtotalCents: 2699,
      discount: { code: "TENTH", amountCents: 270 },
      delivery: { method: "express", name: "Express", priceCents: 599 },
      tax: { rate: 0.2, amountCents: 405, included: true },
      zoneId: "home",
    };
    placed.totalCents = 2699 - 270 + 599;
    expect(saleOf(placed, 1)).toMatchObject({
      cents: 2429,
      deliveryCents: 599,
      taxCents: 405,
      genres: { horror: { cents: 630, copies: 1 }, fiction: { cents: 1799, copies: 1 } },
    });
  });

  it("counts as a sale unless cancelled, and as open while placed or shipped; no status reads as placed", () => {
    const base = order("ada", "Ada", "2026-03-01T00:00:00Z", [["fiction", 100]]);
    const counts = (status?: OrderStatus) => countsOf({ ...base, status });
    expect(counts("placed")).toEqual({ sale: true, open: true });
    expect(counts("shipped")).toEqual({ sale: true, open: true });
    expect(counts("delivered")).toEqual({ sale: true, open: false });
    expect(counts("cancelled")).toEqual({ sale: false, open: false });
    expect(counts(undefined)).toEqual({ sale: true, open: true });
  });
});

describe("a customer's counter", () => {
  const at = (name: string, totalCents: number) => ({ name, email: "ada@example.com", totalCents });

  it("averages to the rounded cent, goes by the newest order's name, and is gone with the last sale", () => {
    const first = addToCustomer(undefined, at("Ada", 1000), 1);
    expect(first).toEqual({ name: "Ada", email: "ada@example.com", orders: 1, cents: 1000, averageCents: 1000 });
    const second = addToCustomer(first, at("Ada Lovelace", 1001), 1);
    expect(second).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      orders: 2,
      cents: 2001,
      averageCents: 1001,
    });
    const third = addToCustomer(second, at("Ada L.", 1), 1);
    expect(third).toMatchObject({ orders: 3, cents: 2002, averageCents: 667 });
    const cancelled = addToCustomer(third, at("Ada L.", 1), -1);
    expect(cancelled).toMatchObject({ name: "Ada L.", orders: 2, cents: 2001, averageCents: 1001 });
    expect(addToCustomer(addToCustomer(cancelled, at("Ada", 1000), -1), at("Ada", 1001), -1)).toBeUndefined();
  });
});
