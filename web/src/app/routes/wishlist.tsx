import { RequireAuth } from "@/features/auth/components/require-auth";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { WishlistPage } from "@/features/wishlist/components/wishlist-page";

export function Component() {
  const addToCart = useAddToCart();
  return <RequireAuth>{(user) => <WishlistPage uid={user.uid} onAddToCart={addToCart} />}</RequireAuth>;
}
