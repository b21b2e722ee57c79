import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type Query } from "@tanstack/react-query";

/** product §9: unused fetched data is kept 60 seconds. */
export const GC_TIME_MS = 60_000;

const isFirstLoad = (query: Query) => query.state.data === undefined && query.state.fetchStatus === "fetching";

/**
 * A QueryClient whose invalidation also restarts a first load still on its way. React Query restarts a running
 * refetch, but a query with no data yet keeps its running fetch, which may have read the server before the change
 * that invalidated it (a staff list loading while a packer is hired): its answer would be cached as fresh. The
 * library's maintainers suggest cancelling such queries first, which is what this does for every caller.
 */
class StoreQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    if (filters?.refetchType !== "none") {
      await this.cancelQueries({
        ...filters,
        predicate: (query) => isFirstLoad(query) && (filters?.predicate?.(query) ?? true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new StoreQueryClient({
    defaultOptions: {
      queries: { gcTime: GC_TIME_MS, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
