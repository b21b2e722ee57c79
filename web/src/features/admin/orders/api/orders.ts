import {
  ORDER_PAGE,
  orderPageSchema,
  orderSchema,
  type Order,
  type OrderPage,
  type OrderStatus,
} from "@bookstore/schema";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminStatsQueryOptions } from "@/features/admin/stats/api/get-admin-stats";
import { adminFetch, adminResponse } from "@/lib/auth/admin-fetch";
import { bookKeys } from "@/lib/api/books";

/** What the desk lists: every order, or those of one status, or those matching an order id or email. */
export interface DeskFilter {
  status?: OrderStatus;
  q?: string;
}

export const deskKeys = {
  all: ["admin", "orders"] as const,
  lists: () => [...deskKeys.all, "list"] as const,
  list: (filter: DeskFilter) => [...deskKeys.lists(), filter] as const,
  detail: (id: string) => [...deskKeys.all, "detail", id] as const,
};

// GET /api/orders/?status=&q=&cursor=&limit= (admin): one page, newest first.
export function getOrderPage(filter: DeskFilter, cursor: string | null, signal?: AbortSignal): Promise<OrderPage> {
  const params = new URLSearchParams({ limit: String(ORDER_PAGE.defaultLimit) });
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (cursor) params.set("cursor", cursor);
  return adminFetch(`/orders/?${params}`, { schema: orderPageSchema, signal });
}

export const orderPagesQueryOptions = (filter: DeskFilter) =>
  infiniteQueryOptions({
    queryKey: deskKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getOrderPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

// GET /api/orders/:id (admin).
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deskKeys.detail(id),
    queryFn: ({ signal }) =>
      adminFetch(`/orders/${encodeURIComponent(id)}`, {
        schema: orderSchema,
        signal,
      }),
  });

// PATCH /api/orders/:id (admin): the order's next status; 409 when the move is not allowed (any more).
export function moveOrder({ id, status }: { id: string; status: OrderStatus }): Promise<Order> {
  return adminFetch(`/orders/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { status },
    schema: orderSchema,
  });
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(deskKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: deskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      // A cancelled order's copies are back on the shelf.
      if (order.status === "cancelled") void queryClient.invalidateQueries({ queryKey: bookKeys.all });
    },
    // A refused move (409: the shopper cancelled first, say) means the page shows an old status: read it again,
    // so the buttons offered are the moves still allowed.
    onError: (_error, { id }) => void queryClient.invalidateQueries({ queryKey: deskKeys.detail(id) }),
  });
}

// GET /api/orders/:id/invoice (staff with the order permission): the invoice PDF of a shipped order.
export const fetchOrderInvoice = (id: string) =>
  adminResponse(`/orders/${encodeURIComponent(id)}/invoice`, { headers: { Accept: "application/pdf" } });

// GET /api/orders/:id/credit-note (staff with the order permission): the credit note of a refused order's invoice.
export const fetchOrderCancellationCreditNote = (id: string) =>
  adminResponse(`/orders/${encodeURIComponent(id)}/credit-note`, { headers: { Accept: "application/pdf" } });

// GET /api/orders/:id/returns/:returnId/credit-note (staff with the order permission): a refund's credit note PDF.
export const fetchOrderCreditNote = (id: string, returnId: string) =>
  adminResponse(`/orders/${encodeURIComponent(id)}/returns/${encodeURIComponent(returnId)}/credit-note`, {
    headers: { Accept: "application/pdf" },
  });
