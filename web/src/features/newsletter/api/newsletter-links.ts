import type { NewsletterConfirmed, NewsletterLink, NewsletterUnsubscribed } from "@bookstore/schema";
import { apiFetch } from "@/lib/api-client";

// POST /api/newsletter/confirm: the confirmation mail's link, confirmed by the reader's click on the page's button.
export const confirmSubscription = (link: NewsletterLink) =>
  apiFetch<NewsletterConfirmed>("/newsletter/confirm", { method: "POST", body: link });

// POST /api/newsletter/unsubscribe?email=&token=: the same one-click address the mails' List-Unsubscribe names.
export const unsubscribe = (link: NewsletterLink) =>
  apiFetch<NewsletterUnsubscribed>(`/newsletter/unsubscribe?${new URLSearchParams(link)}`, { method: "POST" });
