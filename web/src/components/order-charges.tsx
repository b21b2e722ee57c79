import type { Charges } from "@bookstore/schema";
import { formatPrice } from "@/lib/format";

const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 2 });

/** A tax rate as people read it: 0.2 is "20%", 0.075 "7.5%". */
export const formatRate = (rate: number) => percent.format(rate);

/**
 * What an order is (or would be) charged, line by line, as the store computed it: the checkout's quote, and every
 * page that shows a placed order. An order placed before the shop charged delivery and tax has no tax line and
 * no delivery method: it reads as it was charged.
 */
export function OrderCharges({ charges, className = "" }: { charges: Charges; className?: string }) {
  const { subtotal, discount, delivery, tax, total } = charges;
  return (
    <dl aria-label="Charges" className={`grid grid-cols-[minmax(0,1fr)_max-content] gap-x-4 gap-y-0.5 ${className}`}>
      <dt>Subtotal</dt>
      <dd className="text-right">{formatPrice(subtotal)}</dd>
      {discount && (
        <>
          <dt className="wrap-anywhere">Discount ({discount.code})</dt>
          <dd className="text-right">−{formatPrice(discount.amount)}</dd>
        </>
      )}
      <dt className="wrap-anywhere">{delivery.name ? `Delivery (${delivery.name})` : "Delivery"}</dt>
      <dd className="text-right">{delivery.price === 0 && delivery.name ? "Free" : formatPrice(delivery.price)}</dd>
      {tax && (
        <>
          <dt>{tax.included ? `Includes tax (${formatRate(tax.rate)})` : `Tax (${formatRate(tax.rate)})`}</dt>
          <dd className="text-right">{formatPrice(tax.amount)}</dd>
        </>
      )}
      <dt className="mt-1 border-t border-gray-200 pt-1 font-semibold">Total</dt>
      <dd className="mt-1 border-t border-gray-200 pt-1 text-right font-semibold">{formatPrice(total)}</dd>
    </dl>
  );
}
