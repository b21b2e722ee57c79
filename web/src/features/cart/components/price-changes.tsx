import { useId, type ReactNode, type Ref } from "react";
import type { PriceChange } from "@/features/cart/stores/cart-store";
import { formatPrice } from "@/lib/format";

/**
 * Says which prices moved since the books went into the cart, old → new; the cart already holds the new ones.
 * Focusable (not in the tab order), so a page can bring the shopper to it when a price changes under them.
 */
export function PriceChanges({
  changes,
  action,
  ref,
}: {
  changes: PriceChange[];
  action: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  if (changes.length === 0) return null;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list ${id}-action`}
      className="mb-6 scroll-mt-4 rounded-md border border-info/30 bg-info-soft px-4 py-3 text-info"
    >
      <p id={`${id}-title`} className="font-semibold">
        Prices have changed since these books went into your cart:
      </p>
      <ul id={`${id}-list`} className="mt-2 space-y-1">
        {changes.map((change) => (
          <li key={change.bookId} className="wrap-anywhere">
            {change.title}: was <s>{formatPrice(change.was)}</s> <span aria-hidden="true">→</span> now{" "}
            <strong>{formatPrice(change.now)}</strong>
          </li>
        ))}
      </ul>
      <p id={`${id}-action`} className="mt-2">
        {action}
      </p>
    </div>
  );
}
