import { adminStatsSchema, type AdminStats } from "@bookstore/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getAdminToken } from "@/lib/admin-token";
import { apiFetch } from "@/lib/api-client";

// GET /api/admin: sales figures, admin token as bearer.
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiFetch("/admin", { schema: adminStatsSchema, token: getAdminToken(), admin: true, signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
