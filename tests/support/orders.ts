import type { ApiErrorBody, Order } from "@bookstore/schema";
import { api, type ApiResponse } from "@bookstore/testing/api";
import type { Shopper } from "@bookstore/testing/accounts";

import { ADDRESS } from "@bookstore/testing/orders";
import { randomUUID } from "node:crypto";
import { sleep } from "../../functions/src/lib/sleep";
import type { Fault } from "../../functions/src/faults";

export { ADDRESS };
export type { Fault };

/** An order body as an older client sends it (product §3): without the total it showed (see order-prices). */
export const orderBody = (shopper: Shopper, productIds: string[], extra: Record<string, unknown> = {}) => ({
  name: "Ada Shopper",
  email: shopper.email,
  phone: "+351 912 345 678",
  address: ADDRESS,
  productIds,
  ...extra,
});

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

/** Not placed yet, and safe to retry with the same key: a lost race (409 conflict) or the deadline (503). */
export const isRetryable = (res: ApiOrderResponse) => res.status === 503 || res.body?.error?.code === "conflict";

/**
 * Posts an order and, while the answer is retryable, posts it again with the same key after a growing pause, as a
 * shopper pressing Place Order again does, until the answer is definite. `onRequest` counts every request sent.
 */
export async function placeUntilDefinite(
  shopper: Shopper,
  body: unknown,
  { key = randomUUID(), onRequest = () => {} }: { key?: string; onRequest?: () => void } = {},
): Promise<{ first: ApiOrderResponse; final: ApiOrderResponse }> {
  const first = await postOrder(shopper, body, { key });
  onRequest();
  let final = first;
  for (let attempt = 0; attempt < 8 && isRetryable(final); attempt++) {
    await sleep(200 * (attempt + 1));
    final = await postOrder(shopper, body, { key });
    onRequest();
  }
  return { first, final };
}

/** The order on success, the error shape otherwise: tests read whichever the status says. */
export type ApiOrderResponse = ApiResponse<Order & ApiErrorBody>;

/** POST /api/orders/:id/cancel as the shopper. */
export const cancelOrder = (shopper: Shopper, id: string) =>
  api<Order & ApiErrorBody>(`/api/orders/${id}/cancel`, { method: "POST", token: shopper.idToken });

/** PATCH /api/orders/:id as the admin. */
export const moveOrder = (token: string, id: string, status: string) =>
  api<Order & ApiErrorBody>(`/api/orders/${id}`, { method: "PATCH", token, body: { status } });
