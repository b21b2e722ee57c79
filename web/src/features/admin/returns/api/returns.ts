import { adminReturnSchema, returnSchema, type ReturnMove, type ReturnStatus } from "@bookstore/schema";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminReturnKeys.all }),
  });
}
