import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SignInOrGuest } from "@/features/auth/components/sign-in-or-guest";
import { PriceChanges } from "@/features/cart/components/price-changes";
import { UnavailableBooks } from "@/features/cart/components/unavailable-books";
import { unavailableOf, useCartAvailability } from "@/features/cart/hooks/use-cart-availability";
import { useTakeRefusedBooks } from "@/features/cart/hooks/use-take-refused-books";
import { cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";
import { CheckoutForm, type BooksRefusal } from "@/features/orders/components/checkout-form";
import { formatPrice } from "@/lib/format";

function Checkout({ email, guest }: { email: string; guest: boolean }) {
  const cartItems = useCartStore((state) => state.cartItems);
  const clearCart = useCartStore((state) => state.clearCart);
  const navigate = useNavigate();
  const { states, priceChanges } = useCartAvailability(cartItems);
  const unavailable = unavailableOf(states);
  const totalPrice = cartSubtotal(cartItems);
  const takeRefusedBooks = useTakeRefusedBooks();

  // After a refused order the shopper is taken to the notice that says why: on a phone it is far above Place
  // Order, out of sight. A new object per refusal, so a second refusal moves focus there again.
  const [refusal, setRefusal] = useState<BooksRefusal>();
  const priceNotice = useRef<HTMLDivElement>(null);
  const unavailableNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refusal) return;
    const notice = refusal.code === "price-changed" ? priceNotice : unavailableNotice;
    notice.current?.focus();
  }, [refusal]);

  const onBooksRefused = (refused: BooksRefusal) => {
    takeRefusedBooks(refused.books);
    setRefusal(refused);
  };

  const onOrderPlaced = () => {
    clearCart();
    void showDialog({ title: "Confirmed Order", text: "Your order placed successfully!", icon: "success" });
    navigate("/orders");
  };

  return (
    <>
      <div className="mx-auto max-w-screen-lg">
        <UnavailableBooks ref={unavailableNotice} unavailable={unavailable} />
        <PriceChanges
          ref={priceNotice}
          changes={priceChanges}
          action={
            <>
              Your order now comes to <strong>{formatPrice(totalPrice)}</strong>. Place Order confirms it at this total.
            </>
          }
        />
      </div>
      <CheckoutForm
        items={cartItems}
        totalPrice={totalPrice}
        email={email}
        guest={guest}
        blocked={unavailable.length > 0}
        onOrderPlaced={onOrderPlaced}
        onBooksRefused={onBooksRefused}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireAuth allowGuest signedOut={<SignInOrGuest />}>
      {(user) => <Checkout email={user.email ?? ""} guest={user.guest} />}
    </RequireAuth>
  );
}
