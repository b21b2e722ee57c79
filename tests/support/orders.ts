import type { ApiErrorBody, Order } from "@bookstore/schema";
import { api, type ApiResponse } from "@bookstore/testing/api";
import type { Shopper } from "@bookstore/testing/accounts";

export const ADDRESS = { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" };

/** An order body as an older client sends it (product §3): without the total it showed (see order-prices). */
export const orderBody = (shopper: Shopper, productIds: string[], extra: Record<string, unknown> = {}) => ({
  name: "Ada Shopper",
  email: shopper.email,
  phone: "+351 912 345 678",
  address: ADDRESS,
  productIds,
  ...extra,
});

export type Fault = "after-commit" | "pause-before-writes" | "late-commit";

/** POST /api/orders/ as the shopper, with an optional Idempotency-Key and injected fault (demo projects only). */
export function postOrder(
  shopper: Shopper,
  body: unknown,
  { key, fault }: { key?: string; fault?: Fault } = {},
): Promise<ApiOrderResponse> {
  const headers: Record<string, string> = {};
  if (key) headers["Idempotency-Key"] = key;
  if (fault) headers["X-Bookstore-Fault"] = fault;
  return api("/api/orders/", { method: "POST", token: shopper.idToken, body, headers });
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The order on success, the error shape otherwise: tests read whichever the status says. */
export type ApiOrderResponse = ApiResponse<Order & ApiErrorBody>;

/** POST /api/orders/:id/cancel as the shopper. */
export const cancelOrder = (shopper: Shopper, id: string) =>
  api<Order & ApiErrorBody>(`/api/orders/${id}/cancel`, { method: "POST", token: shopper.idToken });

/** PATCH /api/orders/:id as the admin. */
export const moveOrder = (token: string, id: string, status: string) =>
  api<Order & ApiErrorBody>(`/api/orders/${id}`, { method: "PATCH", token, body: { status } });

/**
 * The Functions emulator serves one request per worker process and starts a new worker (firebase-admin, Express,
 * the gRPC channel: seconds of CPU here) whenever none is idle; production runs up to 80 concurrent requests per
 * instance. Started all at once by the orders themselves, 50 such start-ups on 2 cores outlasted the platform's
 * 60 s request timeout (socket hang up). So the workers are started first, by as many cheap reads in flight at
 * once as the test will have orders in flight; the orders, all sent at once, then race each other in Firestore,
 * which is what is being tested, rather than process start-up.
 */
export async function startWorkers(count: number) {
  // Best effort: a read that times out only leaves a worker to be started by an order, as it would be without this.
  await Promise.allSettled(Array.from({ length: count }, () => api("/api/books/seed-book-01")));
}
