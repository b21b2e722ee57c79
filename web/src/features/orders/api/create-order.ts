import { orderSchema, type Order, type OrderInput } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getIdToken } from "@/features/orders/api/id-token";
import { orderKeys } from "@/features/orders/api/get-orders";
import { apiFetch } from "@/lib/api-client";

export interface CreateOrderRequest {
  input: OrderInput;
  /** Same key for a retry of the same attempt, so a timed-out request that did land is not ordered twice. */
  idempotencyKey: string;
}

// POST /api/orders/: the server checks the books, computes the real total and answers 201 with the order.
export async function createOrder({ input, idempotencyKey }: CreateOrderRequest): Promise<Order> {
  return apiFetch("/orders/", {
    method: "POST",
    body: input,
    token: await getIdToken(),
    headers: { "Idempotency-Key": idempotencyKey },
    schema: orderSchema,
  });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
