import { activityPageSchema, lastChangeSchema, type ActivityQuery } from "@bookstore/schema";
import { ACTIVITY_PAGE } from "@bookstore/schema/staff-roles";
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";

export type ActivityFilters = Pick<ActivityQuery, "actor" | "action" | "target">;

export const activityKeys = {
  all: ["admin", "activity"] as const,
  list: (filters: ActivityFilters) => [...activityKeys.all, "list", filters] as const,
  book: (id: string) => [...activityKeys.all, "book", id] as const,
};

// GET /api/admin/activity?actor=&action=&target=&cursor=&limit= (owner): the log, newest first.
export const activityQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE.defaultLimit) });
      for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
      if (pageParam) params.set("cursor", pageParam);
      return adminFetch(`/admin/activity?${params}`, { schema: activityPageSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useActivity = (filters: ActivityFilters) => useInfiniteQuery(activityQueryOptions(filters));

// GET /api/admin/books/:id/last-change (every role that reads books): the book's newest log entry.
export const useBookLastChange = (bookId: string) =>
  useQuery({
    queryKey: activityKeys.book(bookId),
    queryFn: ({ signal }) =>
      adminFetch(`/admin/books/${encodeURIComponent(bookId)}/last-change`, { schema: lastChangeSchema, signal }),
  });
