import { CartDetails } from "@/features/cart/components/cart-details";

export function Component() {
  return <CartDetails />;
}
