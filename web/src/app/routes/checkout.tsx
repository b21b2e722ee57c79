import { useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { PriceChanges } from "@/features/cart/components/price-changes";
import { UnavailableBooks } from "@/features/cart/components/unavailable-books";
import { unavailableOf, useCartAvailability } from "@/features/cart/hooks/use-cart-availability";
import { cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";
import { CheckoutForm } from "@/features/orders/components/checkout-form";

function Checkout({ email }: { email: string }) {
  const cartItems = useCartStore((state) => state.cartItems);
  const clearCart = useCartStore((state) => state.clearCart);
  const navigate = useNavigate();
  const { states, priceChanges } = useCartAvailability(cartItems);
  const unavailable = unavailableOf(states);

  const onOrderPlaced = () => {
    clearCart();
    void showDialog({ title: "Confirmed Order", text: "Your order placed successfully!", icon: "success" });
    navigate("/orders");
  };

  return (
    <>
      <div className="mx-auto max-w-screen-lg">
        <UnavailableBooks unavailable={unavailable} />
        <PriceChanges changes={priceChanges} action="Check the new total below, then place the order to confirm it." />
      </div>
      <CheckoutForm
        items={cartItems}
        totalPrice={cartSubtotal(cartItems)}
        email={email}
        blocked={unavailable.length > 0}
        onOrderPlaced={onOrderPlaced}
      />
    </>
  );
}

export function Component() {
  return <RequireAuth>{(user) => <Checkout email={user.email ?? ""} />}</RequireAuth>;
}
