import { quoteSchema, type Quote, type QuoteInput } from "@bookstore/schema";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { customerFetch } from "@/lib/auth/customer-fetch";

// Not under the orders' keys: placing an order refreshes those, and must not re-quote the cart it emptied.
export const quoteKeys = {
  all: ["quote"] as const,
  of: (input: QuoteInput) => [...quoteKeys.all, input] as const,
};

// POST /api/orders/quote: what the order would be charged (422 no-delivery, a discount's refusal), with the
// shopper's ID token, so a once-per-customer code is checked against them.
export function getQuote(input: QuoteInput, signal?: AbortSignal): Promise<Quote> {
  return customerFetch("/orders/quote", { method: "POST", body: input, schema: quoteSchema, signal });
}

export const quoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: quoteKeys.of(input),
    queryFn: ({ signal }) => getQuote(input, signal),
    // A refusal (no delivery there, a code that does not apply) is an answer; only a failure is worth a retry.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    // While a changed form is re-quoted the last lines stay in place (the page does not jump).
    placeholderData: keepPreviousData,
  });
