// 1,000 orders written straight into Firestore in the shape the API stores them (functions/src/orders/
// orders.repository.ts, OrderDocument), so /api/admin's statistics have real data to aggregate. Fixed ids and
// fields: a rerun overwrites the same orders.
import { readFileSync } from "node:fs";
import { initializeApp, deleteApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

const CATALOG = new URL("../../functions/src/seed/catalog.json", import.meta.url);
const SHOPPERS = 50;
// Spread over the 18 months before a fixed date, so some fall inside the dashboard's last 12 months.
const FIRST_ORDER = Date.UTC(2025, 0, 1);
const ORDER_SPACING_MS = 13 * 60 * 60 * 1000;

export function benchOrder(index, books) {
  const shopper = index % SHOPPERS;
  const items = 1 + (index % 4);
  const picked = Array.from({ length: items }, (_, i) => books[(index * 7 + i * 11) % books.length]);
  return {
    id: `bench-order-${String(index).padStart(5, "0")}`,
    document: {
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
      productIds: picked.map((book) => book.id),
      totalCents: picked.reduce((sum, book) => sum + Math.round(book.newPrice * 100), 0),
      createdAt: Timestamp.fromMillis(FIRST_ORDER + index * ORDER_SPACING_MS),
    },
  };
}

/** Needs GCLOUD_PROJECT and FIRESTORE_EMULATOR_HOST (emulators:exec sets both). */
export async function seedOrders(count) {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("Refusing to seed orders outside the Firestore emulator");
  const books = JSON.parse(readFileSync(CATALOG, "utf8"));
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, "bench-orders");
  try {
    const db = getFirestore(app);
    const writer = db.bulkWriter();
    for (let i = 0; i < count; i++) {
      const { id, document } = benchOrder(i, books);
      writer.set(db.collection("orders").doc(id), document);
    }
    await writer.close();
  } finally {
    await deleteApp(app);
  }
}
