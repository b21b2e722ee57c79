import type { QuoteInput } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { quoteQueryOptions } from "@/features/orders/api/quote";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

const QUOTE_DELAY_MS = 300;

/**
 * The quote of what the checkout form holds (undefined until the address is complete), asked once the form has
 * stopped changing. `current` is the quote of exactly what the form holds now: the one an order may be placed at.
 */
export function useCheckoutQuote(input: QuoteInput | undefined) {
  // Keyed by value, so a re-render with the same fields neither restarts the pause nor asks again.
  const key = input && JSON.stringify(input);
  const settledKey = useDebouncedValue(key, QUOTE_DELAY_MS);
  const settled = useMemo(() => (settledKey ? (JSON.parse(settledKey) as QuoteInput) : undefined), [settledKey]);
  const query = useQuery({
    ...quoteQueryOptions(settled ?? { productIds: [], address: { city: "", country: "", state: "", zipcode: "" } }),
    enabled: settled !== undefined,
  });
  const current = key !== undefined && key === settledKey && !query.isPlaceholderData ? query.data : undefined;
  return { query, current, asking: key !== undefined && (key !== settledKey || query.isFetching) };
}
