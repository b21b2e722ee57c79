import { QueryClient } from "@tanstack/react-query";

/** product §9: unused fetched data is kept 60 seconds. */
export const GC_TIME_MS = 60_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: GC_TIME_MS, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
