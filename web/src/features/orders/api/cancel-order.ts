import { orderSchema, type Order } from "@bookstore/schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerFetch } from "@/lib/auth/customer-fetch";
import { orderKeys } from "@/features/orders/api/get-orders";
import { bookKeys } from "@/lib/api/books";

// POST /api/orders/:id/cancel: the shopper's own order, while it is still placed; its copies go back on sale.
export async function cancelOrder(id: string): Promise<Order> {
  return customerFetch(`/orders/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    schema: orderSchema,
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (cancelled) => {
      // Every cached list holding the order shows it cancelled at once; the books' stock changed too.
      queryClient.setQueriesData<Order[]>({ queryKey: orderKeys.all }, (orders) =>
        Array.isArray(orders) ? orders.map((order) => (order._id === cancelled._id ? cancelled : order)) : orders,
      );
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
    },
  });
}
