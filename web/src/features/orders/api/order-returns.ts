import { returnSchema, type OrderLookupQuery, type Return, type ReturnRequestInput } from "@bookstore/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { orderKeys } from "@/features/orders/api/get-orders";
import { apiFetch } from "@/lib/api-client";
import { customerFetch } from "@/lib/auth/customer-fetch";

/** How the shopper reaches the order: as who placed it (signed in or a guest's session), or by its lookup. */
export type OrderAccess = { kind: "owner" } | { kind: "lookup"; query: OrderLookupQuery };

const returnKeys = (orderId: string) => [...orderKeys.all, "returns", orderId] as const;

// GET /api/orders/:id/returns, or /api/orders/lookup/returns?id=&email= for whoever holds the number and email.
function listReturns(orderId: string, access: OrderAccess, signal?: AbortSignal): Promise<Return[]> {
  if (access.kind === "owner") {
    return customerFetch(`/orders/${encodeURIComponent(orderId)}/returns`, { schema: returnSchema.array(), signal });
  }
  const query = new URLSearchParams(access.query);
  return apiFetch(`/orders/lookup/returns?${query}`, { schema: returnSchema.array(), signal });
}

export function useOrderReturns(orderId: string, access: OrderAccess) {
  return useQuery({
    queryKey: returnKeys(orderId),
    queryFn: ({ signal }) => listReturns(orderId, access, signal),
    retry: false,
  });
}

// POST /api/orders/:id/returns, or /api/orders/lookup/returns with the number and email.
export function useRequestReturn(orderId: string, access: OrderAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) =>
      access.kind === "owner"
        ? customerFetch(`/orders/${encodeURIComponent(orderId)}/returns`, {
            method: "POST",
            body: input,
            schema: returnSchema,
          })
        : apiFetch("/orders/lookup/returns", {
            method: "POST",
            body: { ...access.query, ...input },
            schema: returnSchema,
          }),
    // The order's books in a return changed too: its lists are read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
