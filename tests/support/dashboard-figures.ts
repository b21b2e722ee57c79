import type { AdminStats, Category } from "@bookstore/schema";
import type { DocumentData } from "firebase-admin/firestore";
import { expect } from "vitest";
import { apiOk } from "@bookstore/testing/api";
import { maintain } from "@bookstore/testing/database";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { toCents } from "./orders";

const HOUR_MS = 3_600_000;
const MONTHS_SHOWN = 12;
const TOP_CUSTOMERS = 8;

interface StoredCustomer {
  /** Every name and email the customer's orders carry: the counter keeps one of them. */
  names: Set<string>;
  emails: Set<string>;
  orders: number;
  cents: number;
  averageCents: number;
}

/**
 * Rebuilds the dashboard's counters from every stored order: where a serial file that compares them with Firestore
 * starts. The parallel files that store orders around the API leave them out of the counters (a recount beside
 * orders being placed would lose those orders' counts), so they count in no figure until a recount.
 */
export const recountFigures = () => void maintain(["recount-stats"]);

/**
 * What the dashboard's figures must equal, computed from every stored book and order (never from the counters):
 * sales are every order but the cancelled, open orders are placed or shipped, an order without a status is
 * placed, months and hours are UTC, the last day is the current hour and the 23 before it. Refunds come off their
 * order's takings, and books received back off their genre's sales.
 */
export async function figuresInFirestore(now = new Date()) {
  const db = getFirestore();
  const [orderDocs, bookDocs] = await Promise.all([db.collection("orders").get(), db.collection("books").get()]);
  const orders = orderDocs.docs.map((doc) => doc.data());
  const statusOf = (order: DocumentData) => (order.status as string | undefined) ?? "placed";
  const placedAt = (order: DocumentData) => (order.createdAt as { toDate(): Date }).toDate();
  const sales = orders.filter((order) => statusOf(order) !== "cancelled");
  const netCents = (order: DocumentData) => (order.totalCents as number) - ((order.refundedCents as number) ?? 0);
  const firstHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS;
  // Sales are the books after their discount (an older order's total is its books'); delivery and tax beside them.
  const booksCents = (order: DocumentData) =>
    order.charges
      ? (order.charges.subtotalCents as number) - ((order.charges.discount?.amountCents as number | undefined) ?? 0)
      : (order.totalCents as number);
  // Refunds come off the books' takings whole.
  const salesCents = (order: DocumentData) => booksCents(order) - ((order.refundedCents as number) ?? 0);
  const sumOf = (cents: (order: DocumentData) => number) => sales.reduce((sum, order) => sum + cents(order), 0);

  const months = new Map<string, { orders: number; cents: number }>();
  const genres = new Map<Category, { cents: number; copies: number }>();
  const customers = new Map<string, StoredCustomer>();
  // One customer per order email, whichever accounts placed the orders (a guest's are anonymous, one per visit).
  const customerOf = (order: DocumentData) => (order.email as string).toLowerCase();
  for (const order of orders) {
    const customer = customers.get(customerOf(order)) ?? {
      names: new Set(),
      emails: new Set(),
      orders: 0,
      cents: 0,
      averageCents: 0,
    };
    customer.names.add(order.name);
    customer.emails.add(order.email);
    customers.set(customerOf(order), customer);
  }
  for (const order of sales) {
    const month = placedAt(order).toISOString().slice(0, 7);
    const sum = months.get(month) ?? { orders: 0, cents: 0 };
    months.set(month, { orders: sum.orders + 1, cents: sum.cents + salesCents(order) });
    const received = new Set<string>(order.receivedBookIds ?? []);
    type Item = { bookId: string; category: Category; unitPriceCents: number; discountCents?: number };
    for (const item of ((order.items ?? []) as Item[]).filter(({ bookId }) => !received.has(bookId))) {
      const genre = genres.get(item.category) ?? { cents: 0, copies: 0 };
      const cents = item.unitPriceCents - (item.discountCents ?? 0);
      genres.set(item.category, { cents: genre.cents + cents, copies: genre.copies + 1 });
    }
    const customer = customers.get(customerOf(order))!;
    customer.orders += 1;
    customer.cents += netCents(order);
    customer.averageCents = Math.round(customer.cents / customer.orders);
  }
  return {
    totalBooks: bookDocs.size,
    trendingBooks: bookDocs.docs.filter((doc) => doc.data().trending === true).length,
    orders: sales.length,
    cents: sumOf(salesCents),
    deliveryCents: sumOf((order) => order.charges?.delivery.priceCents ?? 0),
    taxCents: sumOf((order) => order.charges?.tax.amountCents ?? 0),
    open: orders.filter((order) => ["placed", "shipped"].includes(statusOf(order))).length,
    lastDay: sales.filter((order) => placedAt(order).getTime() >= firstHour).length,
    months,
    genres,
    /** Shoppers with at least one sale, highest average order first. */
    customers: [...customers.values()].filter((c) => c.orders > 0).sort((a, b) => b.averageCents - a.averageCents),
  };
}

/** The last twelve calendar months, oldest first, as the chart lists them ("2026-03"). */
const monthsShown = (now: Date) =>
  Array.from({ length: MONTHS_SHOWN }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1 - i), 1)).toISOString().slice(0, 7),
  );

/**
 * GET /api/admin, with every figure compared to what Firestore holds, to the cent: totals, open orders, the last
 * day, each month shown, each genre and the top customers. Answers the figures, for tests that compare more.
 */
export async function expectFiguresMatchFirestore(token: string): Promise<AdminStats> {
  let stats: AdminStats;
  let now: Date;
  let hour: number;
  // The last-day figure moves by whole hours: ask again when the hour turned between the answer and the count.
  do {
    hour = Math.floor(Date.now() / HOUR_MS);
    stats = await apiOk<AdminStats>("/api/admin", { token });
    now = new Date();
  } while (Math.floor(now.getTime() / HOUR_MS) !== hour);
  const truth = await figuresInFirestore(now);

  expect({
    totalBooks: stats.totalBooks,
    trendingBooks: stats.trendingBooks,
    totalOrders: stats.totalOrders,
    totalSalesCents: toCents(stats.totalSales),
    totalDeliveryCents: toCents(stats.totalDelivery),
    totalTaxCents: toCents(stats.totalTax),
    openOrders: stats.openOrders,
    ordersLastDay: stats.ordersLastDay,
  }).toEqual({
    totalBooks: truth.totalBooks,
    trendingBooks: truth.trendingBooks,
    totalOrders: truth.orders,
    totalSalesCents: truth.cents,
    totalDeliveryCents: truth.deliveryCents,
    totalTaxCents: truth.taxCents,
    openOrders: truth.open,
    ordersLastDay: truth.lastDay,
  });

  expect(
    stats.monthlySales.map((m) => ({ month: m.month, orders: m.totalOrders, cents: toCents(m.totalSales) })),
  ).toEqual(monthsShown(now).map((month) => ({ month, ...(truth.months.get(month) ?? { orders: 0, cents: 0 }) })));

  const genres = stats.salesByGenre.map((g) => [g.category, { cents: toCents(g.totalSales), copies: g.copies }]);
  expect(genres.length, "one entry per genre").toBe(new Set(genres.map(([category]) => category)).size);
  expect(Object.fromEntries(genres)).toEqual(
    Object.fromEntries([...truth.genres].filter(([, genre]) => genre.copies > 0)),
  );
  const genreSales = stats.salesByGenre.map((g) => g.totalSales);
  expect(genreSales, "best-selling genre first").toEqual([...genreSales].sort((a, b) => b - a));

  // Shoppers with the same average may come in either order: the averages must be the top ones, and each entry one
  // shopper's true figures.
  expect(stats.topCustomers.map((c) => toCents(c.averageOrder))).toEqual(
    truth.customers.slice(0, TOP_CUSTOMERS).map((c) => c.averageCents),
  );
  for (const shown of stats.topCustomers) {
    const candidates = truth.customers.filter((c) => c.emails.has(shown.email) && c.names.has(shown.name));
    expect(
      candidates.map((c) => ({ orders: c.orders, averageCents: c.averageCents })),
      `${shown.name} <${shown.email}>`,
    ).toContainEqual({ orders: shown.orders, averageCents: toCents(shown.averageOrder) });
  }
  return stats;
}
