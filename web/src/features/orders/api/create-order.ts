import { orderSchema, type Order, type OrderInput } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerFetch } from "@/lib/auth/customer-fetch";
import { orderKeys } from "@/features/orders/api/get-orders";
import { ApiError } from "@/lib/api-client";

export interface CreateOrderRequest {
  input: OrderInput;
  /** Same key for a retry of the same attempt, so a timed-out request that did land is not ordered twice. */
  idempotencyKey: string;
}

// POST /api/orders/: the server checks the books, computes the real total and answers 201 with the order.
export async function createOrder({ input, idempotencyKey }: CreateOrderRequest): Promise<Order> {
  return customerFetch("/orders/", {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: orderSchema,
  });
}

/** Attempts after the first, when the order's fate is unknown. */
export const ORDER_RETRIES = 3;

/**
 * An order whose answer never came (the network failed) or that the server could not confirm (503: it may
 * still have gone through) is sent again with the same Idempotency-Key: the server answers the order it placed,
 * or places it once. Any other refusal is final.
 */
export const isOrderRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/** 1 s, 2 s, 4 s, or the server's Retry-After when it asks for longer (at most 10 s). */
export const orderRetryDelayMs = (attempt: number, error: unknown) => {
  const backoff = 1000 * 2 ** attempt;
  const asked = error instanceof ApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : 0;
  return Math.min(Math.max(backoff, asked), 10_000);
};

/** The mutation's retry options: React Query calls mutationFn again with the same variables (body and key). */
export const orderRetry = {
  retry: (failures: number, error: unknown) => failures < ORDER_RETRIES && isOrderRetryable(error),
  retryDelay: orderRetryDelayMs,
};

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    ...orderRetry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
