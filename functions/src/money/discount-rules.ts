import type { DiscountRefusal } from "@bookstore/schema";
import { conflict, HttpError } from "../lib/http-error";
import type { DiscountDocument } from "./money-documents";

// Whether a code applies to an order, and how a refusal reads: the reason is the error's code, so the checkout
// can say it next to the field.

export type Refusal = { reason: DiscountRefusal; missingCents?: number };

/**
 * Why the code does not apply to books coming to `subtotalCents` at `now`; undefined when it does. A disabled code
 * reads as unknown: a shopper has nothing to learn from it. Uses and claims are checked where they are read.
 */
export function discountRefusal(
  discount: DiscountDocument | undefined,
  subtotalCents: number,
  now: number,
): Refusal | undefined {
  if (!discount || discount.disabled) return { reason: "discount-unknown" };
  if (discount.startsAt && now < discount.startsAt.toMillis()) return { reason: "discount-not-started" };
  if (discount.endsAt && now >= discount.endsAt.toMillis()) return { reason: "discount-expired" };
  if (discount.maxUses !== null && discount.uses >= discount.maxUses) return { reason: "discount-used-up" };
  if (discount.minSubtotalCents !== null && subtotalCents < discount.minSubtotalCents)
    return { reason: "discount-minimum", missingCents: discount.minSubtotalCents - subtotalCents };
  return undefined;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The answer to a refused code: 409 when it ran out or was used already (a retry cannot help), 422 otherwise. */
export function refusalError(code: string, { reason, missingCents }: Refusal): HttpError {
  const message: Record<DiscountRefusal, string> = {
    "discount-unknown": `There is no discount code ${code}.`,
    "discount-expired": `The code ${code} has expired.`,
    "discount-not-started": `The code ${code} is not valid yet.`,
    "discount-used-up": `The code ${code} has been used up.`,
    "discount-minimum": `The code ${code} needs ${dollars(missingCents ?? 0)} more of books.`,
    "discount-already-used": `You have already used the code ${code}.`,
  };
  const fields = { discountCode: [message[reason]] };
  if (reason === "discount-used-up" || reason === "discount-already-used")
    return conflict(reason, message[reason], { fields });
  return new HttpError(422, reason, message[reason], { fields });
}
