// @ts-check
// Orders written straight into Firestore in the shape the API stores them (the function's own `storedOrder`),
// then counted by the store's own maintenance command, so the order desk and /api/admin have real data. Fixed ids
// and fields: growing the set overwrites, then adds.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { initializeApp, deleteApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { createJiti } from "jiti";

/** @type {typeof import("../../functions/src/orders/order-document")} */
const { storedOrder } = await createJiti(import.meta.url).import("../../functions/src/orders/order-document.ts");

const CATALOG = new URL("../../functions/src/seed/catalog.json", import.meta.url);
const MAINTAIN = new URL("../../functions/lib/maintain.js", import.meta.url);
const SHOPPERS = 50;
// Spread over the 18 months before a fixed date, so some fall inside the dashboard's last 12 months.
const FIRST_ORDER = Date.UTC(2025, 0, 1);
const ORDER_SPACING_MS = 13 * 60 * 60 * 1000;
/** @type {import("@bookstore/schema").OrderStatus[][]} */
const PATHS = [["placed"], ["placed", "shipped"], ["placed", "shipped", "delivered"], ["placed", "cancelled"]];

// Every fourth order is the regular customer's (shopper 0), so a search by their email fills a page of 20 already
// at 100 orders, and the search is compared at equal pages.
const shopperOf = (/** @type {number} */ index) => (index % 4 === 0 ? 0 : 1 + (index % (SHOPPERS - 1)));

/** @typedef {import("../../functions/src/orders/order-document").OrderDocument} OrderDocument */
/** @typedef {import("../../functions/src/orders/order-document").OrderedBook} OrderedBook */

/**
 * @param {number} index
 * @param {OrderedBook[]} books
 * @returns {{ id: string, document: OrderDocument }}
 */
export function benchOrder(index, books) {
  const shopper = shopperOf(index);
  const picked = Array.from(
    { length: 1 + (index % 4) },
    (_, i) => /** @type {OrderedBook} */ (books[(index * 7 + i * 11) % books.length]),
  );
  const createdAt = FIRST_ORDER + index * ORDER_SPACING_MS;
  const path = /** @type {import("@bookstore/schema").OrderStatus[]} */ (PATHS[index % PATHS.length]);
  return {
    id: `bench-order-${String(index).padStart(5, "0")}`,
    document: storedOrder({
      shopper: {
        uid: `bench-shopper-${shopper}`,
        email: `shopper${shopper}@bench.example`,
        name: `Bench Shopper ${shopper}`,
        phone: `+1 555 01${String(shopper).padStart(2, "0")}`,
        address: {
          street: `${index} Benchmark Road`,
          city: "Testville",
          country: "Nowhere",
          state: "TS",
          zipcode: "00000",
        },
      },
      books: picked,
      timeline: path.map((status, step) => ({
        status,
        at: Timestamp.fromMillis(createdAt + step * 86_400_000),
        by: step === 0 ? "customer" : "admin",
      })),
    }),
  };
}

/** Writes orders `from`..`to - 1`, then rebuilds the counters. Needs the Firestore emulator (emulators:exec). */
/**
 * @param {number} to
 * @param {number} [from]
 */
export async function seedOrders(to, from = 0) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("Refusing to seed orders outside the Firestore emulator");
  const books = JSON.parse(readFileSync(CATALOG, "utf8"));
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-orders-${to}`);
  try {
    const db = getFirestore(app);
    const writer = db.bulkWriter();
    for (let i = from; i < to; i++) {
      const { id, document } = benchOrder(i, books);
      writer.set(db.collection("orders").doc(id), document);
    }
    await writer.close();
  } finally {
    await deleteApp(app);
  }
  execFileSync(process.execPath, [MAINTAIN.pathname, "recount-stats"], { stdio: "ignore" });
}
