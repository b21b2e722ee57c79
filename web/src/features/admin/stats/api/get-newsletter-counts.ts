import { newsletterCountsSchema, type NewsletterCounts } from "@bookstore/schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";

// GET /api/admin/newsletter: the subscriptions by state, admin token as bearer.
export function getNewsletterCounts(signal?: AbortSignal): Promise<NewsletterCounts> {
  return adminFetch("/admin/newsletter", { schema: newsletterCountsSchema, signal });
}

export const newsletterCountsQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "newsletter"], queryFn: ({ signal }) => getNewsletterCounts(signal) });

export function useNewsletterCounts() {
  return useQuery(newsletterCountsQueryOptions());
}
