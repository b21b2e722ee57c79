import type { PriceChange } from "@/features/cart/stores/cart-store";
import { formatPrice } from "@/lib/format";

/** Says which prices moved since the books went into the cart; the cart already holds the new ones. */
export function PriceChanges({ changes, action }: { changes: PriceChange[]; action: string }) {
  if (changes.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-md border border-info/30 bg-info-soft px-4 py-3 text-info">
      <p className="font-semibold">Prices have changed since these books went into your cart:</p>
      <ul className="mt-2 space-y-1">
        {changes.map((change) => (
          <li key={change.bookId} className="wrap-anywhere">
            {change.title}: was {formatPrice(change.was)}, now {formatPrice(change.now)}
          </li>
        ))}
      </ul>
      <p className="mt-2">{action}</p>
    </div>
  );
}
