import { formatPrice } from "@bookstore/schema/price";
import type { Charges } from "@bookstore/schema";

// An order's money as every place that shows it lists it (the order mails, the invoice): what it was charged,
// line by line, from what the order stored. An order from before delivery and tax reads as its books, delivered free.

export interface ChargeLine {
  label: string;
  value: string;
  /** The line that is paid: drawn bold. */
  total?: boolean;
}

/** A tax rate as people write it: 0.2 → "20%", 0.075 → "7.5%". */
export const taxRateText = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

/** The delivery line's label: the method's name when the order stored one. */
export const deliveryLabel = (delivery: Pick<Charges["delivery"], "name">) =>
  delivery.name ? `Delivery (${delivery.name})` : "Delivery";

export function chargeLines(charges: Charges): ChargeLine[] {
  const { subtotal, discount, delivery, tax, total } = charges;
  const lines: ChargeLine[] = [{ label: "Subtotal", value: formatPrice(subtotal) }];
  if (discount) lines.push({ label: `Discount (${discount.code})`, value: formatPrice(-discount.amount) });
  lines.push({
    label: deliveryLabel(delivery),
    value: delivery.price === 0 ? "Free" : formatPrice(delivery.price),
  });
  if (tax && !tax.included) lines.push({ label: `Tax (${taxRateText(tax.rate)})`, value: formatPrice(tax.amount) });
  lines.push({ label: "Total", value: formatPrice(total), total: true });
  if (tax?.included) {
    lines.push({ label: `Includes tax (${taxRateText(tax.rate)})`, value: formatPrice(tax.amount) });
  }
  return lines;
}

/** Cash on delivery, said plainly: what to have ready when the parcel comes. */
export const cashOnDeliveryLine = (total: number) =>
  `Pay on delivery: have ${formatPrice(total)} ready in cash when your order arrives.`;
