import { canMoveOrder, ORDER_STATUSES } from "@bookstore/schema";
import { describe, expect, it } from "vitest";
import { lastMonths, monthKey } from "../lib/time-buckets";
import { SEED_BOOKS } from "./catalog";
import { DEMO_SHOPPERS, demoOrders } from "./demo-orders";

const DAY_MS = 86_400_000;
// Mid-month, the first hour of a year and the last moment of a month: the spread must hold for any day it is seeded.
const NOWS = [new Date("2026-06-15T12:34:56Z"), new Date("2027-01-01T00:10:00Z"), new Date("2026-03-31T23:59:59Z")];

describe.each(NOWS)("the demo orders seeded at %s", (now) => {
  const orders = demoOrders(now);

  it("are the same every time for the same moment, and move with it", () => {
    expect(demoOrders(new Date(now))).toEqual(orders);
    const later = demoOrders(new Date(now.getTime() + 3 * DAY_MS));
    expect(later.map(({ order }) => order.createdAt.toMillis() - 3 * DAY_MS)).toEqual(
      orders.map(({ order }) => order.createdAt.toMillis()),
    );
    expect(later.map(({ id }) => id)).toEqual(orders.map(({ id }) => id));
  });

  it("have unique ids and belong to the demo shoppers, each of them", () => {
    expect(new Set(orders.map(({ id }) => id)).size).toBe(orders.length);
    const shoppers = new Map<string, (typeof DEMO_SHOPPERS)[number]>(
      DEMO_SHOPPERS.map((shopper) => [shopper.uid, shopper]),
    );
    for (const { order } of orders) {
      expect(shoppers.get(order.uid!), order.uid).toMatchObject({ email: order.email, name: order.name });
    }
    expect(new Set(orders.map(({ order }) => order.uid))).toEqual(new Set(shoppers.keys()));
  });

  it("are spread over every status", () => {
    const statuses = orders.map(({ order }) => order.status);
    for (const status of ORDER_STATUSES) expect(statuses, status).toContain(status);
  });

  it("are spread over the months the dashboard shows, none in the future", () => {
    const shown = lastMonths(now, 12).map(({ month }) => month);
    const months = orders.map(({ order }) => monthKey(order.createdAt.toDate()));
    for (const month of months) expect(shown).toContain(month);
    expect(new Set(months).size).toBeGreaterThanOrEqual(10);
    for (const { order } of orders) expect(order.createdAt.toMillis()).toBeLessThanOrEqual(now.getTime());
    // One placed within the last day, so 'Orders (last day)' shows one on first look.
    expect(orders.some(({ order }) => now.getTime() - order.createdAt.toMillis() < DAY_MS)).toBe(true);
  });

  it("buy books of the seed catalog at its prices, and total them to the cent", () => {
    const catalog = new Map(SEED_BOOKS.map((book) => [book.id, book]));
    for (const { id, order } of orders) {
      expect(
        order.items!.map((item) => item.bookId),
        id,
      ).toEqual(order.productIds);
      expect(new Set(order.productIds).size, id).toBe(order.productIds.length);
      for (const item of order.items!) {
        const book = catalog.get(item.bookId);
        expect(book, `${id}: ${item.bookId}`).toBeDefined();
        expect(item, id).toEqual({
          bookId: book!.id,
          title: book!.title,
          unitPriceCents: Math.round(book!.newPrice * 100),
          category: book!.category,
        });
      }
      expect(order.totalCents, id).toBe(order.items!.reduce((sum, item) => sum + item.unitPriceCents, 0));
    }
  });

  it("went through the lifecycle the transition table allows, in time order, ending in their status", () => {
    for (const { id, order } of orders) {
      const timeline = order.timeline!;
      expect(timeline[0], id).toEqual({ status: "placed", at: order.createdAt, by: "customer" });
      for (const [step, entry] of timeline.entries()) {
        if (step === 0) continue;
        const previous = timeline[step - 1]!;
        const actor = entry.by === "customer" ? "customer" : "admin";
        expect(canMoveOrder(previous.status, entry.status, actor), `${id}: ${previous.status} → ${entry.status}`).toBe(
          true,
        );
        expect(entry.at.toMillis(), id).toBeGreaterThan(previous.at.toMillis());
        expect(entry.at.toMillis(), id).toBeLessThanOrEqual(now.getTime());
      }
      expect(timeline.at(-1)!.status, id).toBe(order.status);
    }
  });
});
