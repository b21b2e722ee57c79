import type { Charges } from "@bookstore/schema";
import { formatRate } from "@/components/order-charges";
import { formatPrice } from "@/lib/format";

const taxText = (tax: Charges["tax"]) => (tax ? `${formatPrice(tax.amount)} (${formatRate(tax.rate)})` : "none");

/** The lines of a quote that differ from the one the shopper was shown, as "Delivery: $4.99 → $6.99". */
export function changedCharges(before: Charges, after: Charges): string[] {
  const lines: [string, string, string][] = [
    ["Subtotal", formatPrice(before.subtotal), formatPrice(after.subtotal)],
    [
      "Discount",
      before.discount ? `${before.discount.code} −${formatPrice(before.discount.amount)}` : "none",
      after.discount ? `${after.discount.code} −${formatPrice(after.discount.amount)}` : "none",
    ],
    [
      "Delivery",
      `${before.delivery.name} ${formatPrice(before.delivery.price)}`,
      `${after.delivery.name} ${formatPrice(after.delivery.price)}`,
    ],
    ["Tax", taxText(before.tax), taxText(after.tax)],
    ["Total", formatPrice(before.total), formatPrice(after.total)],
  ];
  return lines.filter(([, was, now]) => was !== now).map(([name, was, now]) => `${name}: ${was} → ${now}`);
}
