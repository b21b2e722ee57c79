import type { Writes } from "./firestore";

// What the orders feature needs from the money feature to charge an order: declared here, where both may import
// it; the money feature implements it and the composition root hands it to the orders
// (docs/decisions/021-delivery-tax-and-discounts.md).

/** What an order was charged, in cents, as computed once when it was placed: later rates never change it. */
export interface StoredCharges {
  subtotalCents: number;
  discount: { code: string; amountCents: number } | null;
  delivery: { method: string; name: string; priceCents: number };
  /** `included`: inside the books' prices; otherwise added to the total. */
  tax: { rate: number; amountCents: number; included: boolean };
  /** The zone the address fell in when the order was placed. */
  zoneId: string;
}

/** A line to price: a book at its price now. */
export interface PricedLine {
  bookId: string;
  title: string;
  unitPriceCents: number;
}

export interface PricingRequest {
  /** The address's country as typed: a code or an English name. */
  country: string;
  deliveryMethod?: string;
  /** Already trimmed and upper-cased by the schema. */
  discountCode?: string;
  /** Who would carry the code, for once-per-customer codes; the email case-folded. */
  customer?: { uid: string; email?: string };
  /** The caller's address bucket: code guessing is counted per client. */
  clientAddress: () => string;
}

/** An order priced as the shop stands now; refusals (no delivery, a code's) are thrown as HTTP errors. */
export interface PricedOrder {
  countryCode: string;
  charges: StoredCharges;
  totalCents: number;
  /** Each line's share of the discount and of the tax, in the lines' order; they add up to the order's. */
  shares: { discountCents: number; taxCents: number }[];
  /** Every method of the zone with what it would cost this order. */
  methods: { id: string; name: string; priceCents: number }[];
  /**
   * Queues the code's use (on condition that its count is as read) and the customer's claims (created, so a
   * second order of the same customer fails) into the order's commit.
   */
  write(writes: Writes, orderId: string): void;
}

/** What a cancelled order gives back: the use of its code and its customer's claims, in the cancel's commit. */
export interface OrderCodeUse {
  charges?: Pick<StoredCharges, "discount">;
  uid?: string;
  email: string;
}

export interface OrderPricing {
  price(request: PricingRequest, lines: readonly PricedLine[]): Promise<PricedOrder>;
  giveBack(writes: Writes, order: OrderCodeUse): void;
}
