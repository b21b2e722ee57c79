import { useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";
import { CheckoutForm } from "@/features/orders/components/checkout-form";

function Checkout({ email }: { email: string }) {
  const cartItems = useCartStore((state) => state.cartItems);
  const clearCart = useCartStore((state) => state.clearCart);
  const navigate = useNavigate();

  const onOrderPlaced = () => {
    clearCart();
    void showDialog({ title: "Confirmed Order", text: "Your order placed successfully!", icon: "success" });
    navigate("/orders");
  };

  return (
    <CheckoutForm items={cartItems} totalPrice={cartSubtotal(cartItems)} email={email} onOrderPlaced={onOrderPlaced} />
  );
}

export function Component() {
  return <RequireAuth>{(user) => <Checkout email={user.email ?? ""} />}</RequireAuth>;
}
