import { useId, type Ref } from "react";
import type { CartBookState } from "@/features/cart/hooks/use-cart-availability";
import { useCartStore } from "@/features/cart/stores/cart-store";

const REASONS = { "sold-out": "is out of stock", gone: "is no longer sold" } as const;

/**
 * Names each book in the cart that can no longer be ordered, with a button to take it out. Focusable (not in the
 * tab order), so a page can bring the shopper to it when an order is refused for these books.
 */
export function UnavailableBooks({ unavailable, ref }: { unavailable: CartBookState[]; ref?: Ref<HTMLDivElement> }) {
  const id = useId();
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  if (unavailable.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-list ${id}-action`}
      className="mb-6 scroll-mt-4 rounded-md border border-caution/30 bg-caution-soft px-4 py-3 text-caution"
    >
      <p id={`${id}-title`} className="font-semibold">
        Some books in your cart can no longer be ordered:
      </p>
      <ul id={`${id}-list`} className="mt-2 space-y-2">
        {unavailable.map(({ book, state }) => (
          <li key={book._id} className="flex flex-wrap items-center justify-between gap-2 wrap-anywhere">
            <span>
              {book.title} {REASONS[state as keyof typeof REASONS]}.
            </span>
            <button
              type="button"
              onClick={() => removeFromCart(book._id)}
              aria-label={`Remove ${book.title} from the cart`}
              className="btn btn-quiet px-3 py-1 text-sm"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <p id={`${id}-action`} className="mt-2">
        Take them out of the cart to order the rest.
      </p>
    </div>
  );
}
