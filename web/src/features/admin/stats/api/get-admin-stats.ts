import { adminStatsSchema, type AdminStats } from "@bookstore/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";

// GET /api/admin: sales figures, admin token as bearer.
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return adminFetch("/admin", { schema: adminStatsSchema, signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "stats"], queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
