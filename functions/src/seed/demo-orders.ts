import type { OrderStatus } from "@bookstore/schema";
import type { Auth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { CUSTOMER, storedOrder, type OrderDocument, type StoredTimelineEntry } from "../orders";
import type { SalesRecountRepository } from "../maintenance";
import type { OrderCountersRepository } from "../orders";
import { SEED_BOOKS } from "./catalog";
import type { SeedRepository } from "./seed.repository";

/** Local demo shoppers: they can sign in to see their orders (password in the README). */
export const DEMO_SHOPPERS = [
  { uid: "demo-shopper-ada", email: "ada.reader@example.com", name: "Ada Reader" },
  { uid: "demo-shopper-ben", email: "ben.pages@example.com", name: "Ben Pages" },
  { uid: "demo-shopper-chloe", email: "chloe.novel@example.com", name: "Chloe Novel" },
  { uid: "demo-shopper-dev", email: "dev.margins@example.com", name: "Dev Margins" },
] as const;
export const DEMO_SHOPPER_PASSWORD = "shopper123";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ORDER_COUNT = 24;

// The lifecycle each demo order went through; the newest ones are still being worked on.
const pathFor = (index: number): OrderStatus[] => {
  if (index < 3) return ["placed"];
  if (index < 5) return ["placed", "shipped"];
  if (index % 7 === 3) return ["placed", "cancelled"];
  if (index % 9 === 4) return ["placed", "shipped", "cancelled"];
  return ["placed", "shipped", "delivered"];
};

/**
 * The demo orders, the same every time relative to `now`: spread over the last eleven months (newest first), over
 * every status and over the demo shoppers, so the dashboard and the order desk show something on first look.
 */
export function demoOrders(now: Date): { id: string; order: OrderDocument }[] {
  return Array.from({ length: ORDER_COUNT }, (_, index) => {
    const shopper = DEMO_SHOPPERS[index % DEMO_SHOPPERS.length]!;
    const books = [0, 1, 2]
      .slice(0, 1 + (index % 3))
      .map((offset) => SEED_BOOKS[(index * 5 + offset * 11) % SEED_BOOKS.length]!);
    const placedAt = now.getTime() - (index === 0 ? 2 * HOUR_MS : index * 14 * DAY_MS + (index % 5) * HOUR_MS);
    const path = pathFor(index);
    const timeline: StoredTimelineEntry[] = path.map((status, step) => ({
      status,
      at: Timestamp.fromMillis(placedAt + step * 2 * DAY_MS),
      by: status === "placed" || (status === "cancelled" && path.length === 2 && index % 2) ? CUSTOMER : "admin",
    }));
    const order = storedOrder({
      shopper: {
        uid: shopper.uid,
        email: shopper.email,
        name: shopper.name,
        phone: `+44 20 7946 0${String(100 + index).slice(-3)}`,
        address: {
          street: `${index + 1} Reading Lane`,
          city: "London",
          state: "LDN",
          country: "UK",
          zipcode: "N1 7AA",
        },
      },
      books,
      timeline,
    });
    return { id: `demo-order-${String(index + 1).padStart(2, "0")}`, order };
  });
}

/**
 * Seeds the demo shoppers and their orders once: a store that already has them keeps its orders and counters
 * as they are (rerunning the seed must not rewrite history or race orders being placed).
 */
export async function seedDemoOrders(
  {
    seed,
    counters,
    sales,
  }: {
    seed: SeedRepository;
    counters: Pick<OrderCountersRepository, "recountOrderStats">;
    sales: Pick<SalesRecountRepository, "recountSales">;
  },
  auth: Auth,
  now = new Date(),
): Promise<number> {
  for (const shopper of DEMO_SHOPPERS) {
    await auth
      .createUser({
        uid: shopper.uid,
        email: shopper.email,
        password: DEMO_SHOPPER_PASSWORD,
        displayName: shopper.name,
        // Their demo orders and anything placed with their addresses are theirs: the addresses count as proven.
        emailVerified: true,
      })
      .catch((error: { code?: string }) => {
        if (error.code !== "auth/uid-already-exists" && error.code !== "auth/email-already-exists") throw error;
      });
  }
  const orders = demoOrders(now);
  if (await seed.orderExists(orders[0]!.id)) return 0;
  await seed.createOrders(orders);
  await counters.recountOrderStats();
  await sales.recountSales();
  return orders.length;
}
