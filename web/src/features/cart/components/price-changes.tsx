import type { ReactNode, Ref } from "react";
import { CartNotice } from "@/features/cart/components/cart-notice";
import type { PriceChange } from "@/features/cart/stores/cart-store";
import { formatPrice } from "@/lib/format";

/** Says which prices moved since the books went into the cart, old → new; the cart already holds the new ones. */
export function PriceChanges({
  changes,
  action,
  ref,
}: {
  changes: PriceChange[];
  action: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  if (changes.length === 0) return null;
  return (
    <CartNotice
      ref={ref}
      role="status"
      tone="info"
      title="Prices have changed since these books went into your cart:"
      action={action}
    >
      {changes.map((change) => (
        <li key={change.bookId} className="wrap-anywhere">
          {change.title}: was <s>{formatPrice(change.was)}</s> <span aria-hidden="true">→</span> now{" "}
          <strong>{formatPrice(change.now)}</strong>
        </li>
      ))}
    </CartNotice>
  );
}
