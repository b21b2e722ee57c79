import { adminReturnSchema, returnSchema, type ReturnMove, type ReturnStatus } from "@bookstore/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { deskKeys } from "@/features/admin/orders/api/orders";
import { adminStatsQueryOptions } from "@/features/admin/stats/api/get-admin-stats";
import { bookKeys } from "@/lib/api/books";
import { adminFetch } from "@/lib/auth/admin-fetch";

export const adminReturnKeys = {
  all: ["admin", "returns"] as const,
  byStatus: (status: ReturnStatus | "") => [...adminReturnKeys.all, status] as const,
};

// GET /api/admin/returns?status=: returns newest first, of one status or all.
export const adminReturnsQueryOptions = (status: ReturnStatus | "") =>
  queryOptions({
    queryKey: adminReturnKeys.byStatus(status),
    queryFn: ({ signal }) =>
      adminFetch(`/admin/returns${status ? `?status=${status}` : ""}`, { schema: adminReturnSchema.array(), signal }),
  });

// PATCH /api/admin/returns/:id: approve, refuse, or receive with the refund.
export function useMoveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: ReturnMove }) =>
      adminFetch(`/admin/returns/${encodeURIComponent(id)}`, { method: "PATCH", body: move, schema: returnSchema }),
    onSuccess: (_changed, { move }) => {
      void queryClient.invalidateQueries({ queryKey: adminReturnKeys.all });
      if (move.status !== "received") return;
      // A received return refunded its order (the desk and the figures show it) and put its copies back.
      void queryClient.invalidateQueries({ queryKey: deskKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: bookKeys.all });
    },
  });
}
