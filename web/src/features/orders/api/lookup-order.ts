import { orderLookupSchema, type OrderLookup, type OrderLookupQuery } from "@bookstore/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { orderKeys } from "@/features/orders/api/get-orders";
import { apiFetch } from "@/lib/api-client";

// GET /api/orders/lookup?id=&email=: anyone holding an order's id and email sees where it stands (one 404 for
// any mismatch, 429 past the client's budget).
export function lookupOrder({ id, email }: OrderLookupQuery, signal?: AbortSignal): Promise<OrderLookup> {
  const query = new URLSearchParams({ id, email });
  return apiFetch(`/orders/lookup?${query}`, { schema: orderLookupSchema, signal });
}

export const orderLookupQueryOptions = (query: OrderLookupQuery) =>
  queryOptions({
    queryKey: [...orderKeys.all, "lookup", query.id, query.email.toLowerCase()] as const,
    queryFn: ({ signal }) => lookupOrder(query, signal),
    // A refusal (404, 429) is an answer: asking again only spends the client's lookups.
    retry: false,
  });

/** The lookup once the form has been sent (undefined until then). */
export function useOrderLookup(query: OrderLookupQuery | undefined) {
  return useQuery({
    ...orderLookupQueryOptions(query ?? { id: "", email: "" }),
    enabled: query !== undefined,
  });
}
