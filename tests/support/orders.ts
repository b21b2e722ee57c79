import type { ApiErrorBody, Order } from "@bookstore/schema";
import { api, type ApiResponse } from "@bookstore/testing/api";
import type { Shopper } from "@bookstore/testing/accounts";

export const ADDRESS = { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" };

/** An order body as the SPA's checkout sends it (product §3); the client total is deliberately wrong. */
export const orderBody = (shopper: Shopper, productIds: string[], extra: Record<string, unknown> = {}) => ({
  name: "Ada Shopper",
  email: shopper.email,
  phone: "+351 912 345 678",
  address: ADDRESS,
  productIds,
  totalPrice: "0.01",
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
