import type { Order, SavedAddress } from "@bookstore/schema";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { newAddressId, useSaveAddress } from "@/features/addresses/api/addresses";
import { SaveAddressCheckbox, SavedAddressPicker } from "@/features/addresses/components/saved-address-picker";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SignInOrGuest } from "@/features/auth/components/sign-in-or-guest";
import { PriceChanges } from "@/features/cart/components/price-changes";
import { UnavailableBooks } from "@/features/cart/components/unavailable-books";
import { unavailableOf, useCartAvailability } from "@/features/cart/hooks/use-cart-availability";
import { useTakeRefusedBooks } from "@/features/cart/hooks/use-take-refused-books";
import { cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";
import { CheckoutForm, type CheckoutFormHandle } from "@/features/orders/components/checkout-form";
import type { BooksRefusal } from "@/features/orders/utils/order-refusals";
import { focusMainContent } from "@/lib/focus-page";
import { formatPrice } from "@/lib/format";

function Checkout({ email, uid, guest }: { email: string; uid: string; guest: boolean }) {
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

  // Saved addresses: the one picked fills the form; a new one is saved once the order is placed, as it shipped.
  const form = useRef<CheckoutFormHandle>(null);
  const [picked, setPicked] = useState<SavedAddress>();
  const [saveNewAddress, setSaveNewAddress] = useState(false);
  const saveAddress = useSaveAddress(uid);
  const onPick = (address: SavedAddress | undefined) => {
    setPicked(address);
    if (address) form.current?.fillAddress(address);
  };

  const onOrderPlaced = async (order: Order) => {
    clearCart();
    let notSaved = "";
    if (!picked && saveNewAddress) {
      try {
        // Saved with whom it ships to, so picking it next time fills them too.
        const address = { ...order.address, name: order.name, phone: order.phone };
        await saveAddress.mutateAsync({ id: newAddressId(), address });
      } catch (error) {
        notSaved = ` Your address was not saved: ${(error as Error).message}`;
      }
    }
    const confirmed = showDialog({
      title: "Confirmed Order",
      text: `Your order placed successfully!${notSaved}`,
      footer: `Order number: ${order.number}`,
      icon: "success",
      returnFocus: false,
    });
    navigate("/orders");
    // Place Order, which had focus, is gone: once the dialog closes, the orders page takes it.
    await confirmed;
    focusMainContent();
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
              The books now come to <strong>{formatPrice(totalPrice)}</strong>. Place Order confirms your order at the
              new total below.
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
        onOrderPlaced={(order) => void onOrderPlaced(order)}
        onBooksRefused={onBooksRefused}
        ref={form}
        addressId={picked?.id}
        // A guest has no account to keep addresses in.
        beforeAddress={guest ? undefined : <SavedAddressPicker uid={uid} pickedId={picked?.id} onPick={onPick} />}
        afterAddress={
          guest || picked ? undefined : (
            <SaveAddressCheckbox uid={uid} checked={saveNewAddress} onChange={setSaveNewAddress} />
          )
        }
      />
    </>
  );
}

export function Component() {
  return (
    <RequireAuth allowGuest signedOut={<SignInOrGuest />}>
      {(user) => <Checkout email={user.email ?? ""} uid={user.uid} guest={user.guest} />}
    </RequireAuth>
  );
}
