import type { DiscountKind } from "@bookstore/schema";
import type { PricedLine, StoredCharges } from "../lib/order-pricing";

// The one computation of what an order costs, in integer cents (docs/decisions/021-delivery-tax-and-discounts.md):
// the quote shows it, the placement charges it in its commit, and nothing else re-computes it.

export interface ZoneMethod {
  id: string;
  name: string;
  priceCents: number;
  freeOverCents: number | null;
}

export interface ChargeZone {
  id: string;
  taxRate: number;
  methods: readonly ZoneMethod[];
}

/** A code that applies: `value` is a percentage (up to 2 decimals) or cents off, by kind. */
export interface AppliedDiscount {
  code: string;
  kind: DiscountKind;
  value: number;
}

export interface ChargeInput {
  lines: readonly PricedLine[];
  zone: ChargeZone;
  /** The zone's first method when absent. */
  methodId?: string;
  discount?: AppliedDiscount;
  pricesIncludeTax: boolean;
}

export type ChargeResult =
  | {
      kind: "charged";
      charges: StoredCharges;
      totalCents: number;
      shares: { discountCents: number; taxCents: number }[];
      methods: { id: string; name: string; priceCents: number }[];
    }
  | { kind: "unknown-method" };

/** `numerator / denominator` rounded half up, exactly (both non-negative integers). */
export function divideRounded(numerator: number, denominator: number): number {
  const [n, d] = [BigInt(numerator), BigInt(denominator)];
  return Number((2n * n + d) / (2n * d));
}

/** Rates are kept to the millionth, so tax is integer arithmetic: 0.2 is 200 000 parts per million. */
const PPM = 1_000_000;
const ratePpm = (rate: number) => Math.round(rate * PPM);

/**
 * `amount` shared over `weights` in proportion, in whole cents that add up to it exactly: each gets the floor of
 * its share, and the cents left over go to the largest remainders (the first line among equals).
 */
export function shareByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => Number(product / BigInt(total)));
  const remainders = exact.map((product, index) => ({ index, remainder: product % BigInt(total) }));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The discount on the books: never more than they cost; none on delivery but a free-delivery code's. */
export function discountCents(subtotalCents: number, discount: AppliedDiscount | undefined): number {
  if (!discount) return 0;
  if (discount.kind === "percent") return divideRounded(subtotalCents * Math.round(discount.value * 100), 100 * 100);
  if (discount.kind === "amount") return Math.min(discount.value, subtotalCents);
  return 0;
}

/** What a method costs an order whose books come to `booksCents` after the discount. */
const methodPrice = (method: ZoneMethod, booksCents: number, discount: AppliedDiscount | undefined) =>
  discount?.kind === "free-delivery" || (method.freeOverCents !== null && booksCents >= method.freeOverCents)
    ? 0
    : method.priceCents;

/**
 * `total = subtotal − discount + delivery (+ tax when prices exclude it)`. Tax is on the books after the discount,
 * at the zone's rate: the part of them that is tax when prices include it, added on top when they do not.
 */
export function computeCharges({ lines, zone, methodId, discount, pricesIncludeTax }: ChargeInput): ChargeResult {
  const method = methodId === undefined ? zone.methods[0] : zone.methods.find((m) => m.id === methodId);
  if (!method) return { kind: "unknown-method" };
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
  const offCents = discountCents(subtotalCents, discount);
  const booksCents = subtotalCents - offCents;
  const deliveryCents = methodPrice(method, booksCents, discount);
  const ppm = ratePpm(zone.taxRate);
  const taxCents = pricesIncludeTax ? divideRounded(booksCents * ppm, PPM + ppm) : divideRounded(booksCents * ppm, PPM);
  const lineDiscounts = shareByLargestRemainder(
    offCents,
    lines.map((line) => line.unitPriceCents),
  );
  const lineTaxes = shareByLargestRemainder(
    taxCents,
    lines.map((line, index) => line.unitPriceCents - lineDiscounts[index]!),
  );
  return {
    kind: "charged",
    charges: {
      subtotalCents,
      discount: discount ? { code: discount.code, amountCents: offCents } : null,
      delivery: { method: method.id, name: method.name, priceCents: deliveryCents },
      tax: { rate: zone.taxRate, amountCents: taxCents, included: pricesIncludeTax },
      zoneId: zone.id,
    },
    totalCents: booksCents + deliveryCents + (pricesIncludeTax ? 0 : taxCents),
    shares: lines.map((_, index) => ({ discountCents: lineDiscounts[index]!, taxCents: lineTaxes[index]! })),
    methods: zone.methods.map((m) => ({ id: m.id, name: m.name, priceCents: methodPrice(m, booksCents, discount) })),
  };
}
