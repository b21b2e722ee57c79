import { discountCodeSchema, type Quote, type QuoteInput } from "@bookstore/schema";
import { countryCodeOf, countryName } from "@bookstore/schema/countries";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { quoteKeys, quoteQueryOptions } from "@/features/orders/api/quote";
import { useCheckoutQuote } from "@/features/orders/hooks/use-checkout-quote";
import { isDiscountRefusal, type CodeNote } from "@/features/orders/utils/order-refusals";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";

/** The address fields as typed in the form. */
export type AddressDraft = Partial<Record<"street" | "city" | "country" | "state" | "zipcode", string>>;

/** The quote's address: once the country is one of the list and the other required fields hold something. */
function quotedAddress(draft: AddressDraft): QuoteInput["address"] | undefined {
  const country = countryCodeOf(draft.country ?? "");
  const [city, state, zipcode, street] = [draft.city, draft.state, draft.zipcode, draft.street].map((value) =>
    value?.trim(),
  );
  if (!country || !city || !state || !zipcode) return undefined;
  return { ...(street ? { street } : {}), city, country, state, zipcode };
}

/**
 * The checkout's money, from what the form holds: the quote of the books to the address with the delivery
 * method picked and the code applied; what an order is sent with; and what to say after a 409 price-changed.
 */
export function useCheckoutMoney(productIds: readonly string[], draft: AddressDraft) {
  const queryClient = useQueryClient();
  const address = quotedAddress(draft);
  // A method is picked for a country: another country's zone has its own methods.
  const [picked, setPicked] = useState<{ country: string; id: string }>();
  const method = address && picked?.country === address.country ? picked.id : undefined;
  const [code, setCode] = useState<string>();
  const input: QuoteInput | undefined = address && {
    productIds: [...productIds],
    address,
    ...(method ? { deliveryMethod: method } : {}),
    ...(code ? { discountCode: code } : {}),
  };
  const { query, current, asking } = useCheckoutQuote(input);
  // The quote an order was refused at (409 price-changed): the page says what changed since.
  const [refusedAt, setRefusedAt] = useState<Quote>();

  const applyCode = async (typed: string): Promise<CodeNote> => {
    const parsed = discountCodeSchema.safeParse(typed);
    if (!parsed.success) return { applied: false, text: parsed.error.issues[0]!.message };
    if (!input) return { applied: false, text: "Enter your address first: the code is checked against your order." };
    try {
      const quote = await queryClient.fetchQuery(quoteQueryOptions({ ...input, discountCode: parsed.data }));
      setCode(parsed.data);
      const off = quote.discount?.amount ? `: −${formatPrice(quote.discount.amount)}` : "";
      return { applied: true, text: `${parsed.data} applied${off}` };
    } catch (error) {
      return { applied: false, text: (error as Error).message };
    }
  };

  /** The store refused the order over its money: ask again, and keep what the shopper was shown to compare. */
  const requote = (error: ApiError, shown: Quote) => {
    if (error.code === "price-changed") setRefusedAt(shown);
    void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
  };

  /** The quote of what the form holds now, asked at once if the pause before asking has not ended. */
  const quoteNow = async () => current ?? (input ? queryClient.fetchQuery(quoteQueryOptions(input)) : undefined);

  return {
    input,
    quoteNow,
    quote: query.data,
    current,
    error: input ? query.error : null,
    asking,
    method,
    pickMethod: (id: string) => address && setPicked({ country: address.country, id }),
    applyCode,
    removeCode: () => setCode(undefined),
    noDelivery: query.error instanceof ApiError && query.error.code === "no-delivery" && input !== undefined,
    countryName: address ? countryName(address.country) : (draft.country ?? ""),
    refusedAt,
    requote,
    /** Refusals over the money rather than the books or the form: the quote says what they are. */
    isMoneyRefusal: (error: ApiError) =>
      error.code === "price-changed" || error.code === "no-delivery" || isDiscountRefusal(error),
  };
}
