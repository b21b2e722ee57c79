import {
  MAIL_PAGE,
  mailPageSchema,
  outboxMailSchema,
  type MailPage,
  type MailState,
  type OutboxMail,
} from "@bookstore/schema";
import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch } from "@/lib/auth/admin-fetch";

export const mailKeys = {
  all: ["admin", "mail"] as const,
  list: (state: MailState | undefined) => [...mailKeys.all, "list", state ?? "all"] as const,
};

// GET /api/admin/mail?state=&cursor=&limit= (admin): one page, newest first, and the outbox's counts.
export function getMailPage(
  state: MailState | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MailPage> {
  const params = new URLSearchParams({ limit: String(MAIL_PAGE.limit) });
  if (state) params.set("state", state);
  if (cursor) params.set("cursor", cursor);
  return adminFetch(`/admin/mail?${params}`, { schema: mailPageSchema, signal });
}

export const mailPagesQueryOptions = (state: MailState | undefined) =>
  infiniteQueryOptions({
    queryKey: mailKeys.list(state),
    queryFn: ({ pageParam, signal }) => getMailPage(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // The sender changes the outbox without the page asking: what it shows stays at most this old.
    refetchInterval: 10_000,
  });

// POST /api/admin/mail/:id/retry (admin): a failed mail sent again; 409 when it has not failed (any more).
export function retryMail(id: string): Promise<OutboxMail> {
  return adminFetch(`/admin/mail/${encodeURIComponent(id)}/retry`, { method: "POST", schema: outboxMailSchema });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    // Whatever the answer, the outbox has moved on: read it again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
