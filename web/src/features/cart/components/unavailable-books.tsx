import type { Ref } from "react";
import { CartNotice } from "@/features/cart/components/cart-notice";
import type { CartBookState } from "@/features/cart/hooks/use-cart-availability";
import { useCartStore } from "@/features/cart/stores/cart-store";

const REASONS = { "sold-out": "is out of stock", gone: "is no longer sold" } as const;

/** Names each book in the cart that can no longer be ordered, with a button to take it out. */
export function UnavailableBooks({ unavailable, ref }: { unavailable: CartBookState[]; ref?: Ref<HTMLDivElement> }) {
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  if (unavailable.length === 0) return null;
  return (
    <CartNotice
      ref={ref}
      role="alert"
      tone="caution"
      title="Some books in your cart can no longer be ordered:"
      action="Take them out of the cart to order the rest."
    >
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
    </CartNotice>
  );
}
