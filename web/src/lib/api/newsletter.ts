import type { NewsletterAnswer } from "@bookstore/schema";
import { apiFetch } from "@/lib/api-client";

// POST /api/newsletter/: asks the address's owner to confirm it. Typed by the contract, not re-validated: the footer is on
// every page's first load, where zod would weigh (see apiFetch's `schema`).
export const subscribeToNewsletter = (email: string) =>
  apiFetch<NewsletterAnswer>("/newsletter/", { method: "POST", body: { email } });
