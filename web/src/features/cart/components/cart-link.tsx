import { Link } from "react-router-dom";
import { CartIcon } from "@/components/icons";
import { selectCartCount, useCartStore } from "@/features/cart/stores/cart-store";

export function CartLink() {
  const count = useCartStore(selectCartCount);
  return (
    <Link
      to="/cart"
      className="flex items-center gap-1 rounded-sm bg-primary px-2 py-1 font-semibold text-secondary sm:px-4"
    >
      <CartIcon className="size-5" />
      {/* Visible count, with words around it for screen readers: the link's name is "Cart, N items". */}
      <span className="sr-only">Cart, </span>
      <span>{count}</span>
      <span className="sr-only"> {count === 1 ? "item" : "items"}</span>
    </Link>
  );
}
