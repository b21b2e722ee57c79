import type { Order } from "@bookstore/schema";
import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from "react";
import { Link } from "react-router-dom";
import { TextField, type TextFieldProps } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { CheckoutMoney, MoneyChanged } from "@/features/orders/components/checkout-money";
import { CheckoutTerms } from "@/features/orders/components/checkout-terms";
import { CountryField } from "@/features/orders/components/country-field";
import { useAddressDraft } from "@/features/orders/hooks/use-address-draft";
import { useCheckoutMoney } from "@/features/orders/hooks/use-checkout-money";
import { usePlaceOrder, type PlaceOrderOptions } from "@/features/orders/hooks/use-place-order";
import type { CheckoutErrors, CheckoutField } from "@/features/orders/utils/checkout-form";
import { useFocusWhenLost } from "@/hooks/use-focus-when-lost";
import { formatPrice } from "@/lib/format";

interface CheckoutFormProps extends PlaceOrderOptions {
  /** The books' sum, shown until the store has quoted the order's total. */
  totalPrice: number;
  /** Drawn above the address fields (the saved addresses to pick from), and after them ('Save this address'). */
  beforeAddress?: ReactNode;
  afterAddress?: ReactNode;
  ref?: Ref<CheckoutFormHandle>;
}

/** What the page around the form may do to it: fill the address fields (from a saved address, with its name and
 * phone when it has them). */
export interface CheckoutFormHandle {
  fillAddress: (address: Order["address"] & Partial<Pick<Order, "name" | "phone">>) => void;
}

/** product §2 'Checkout': a cash-on-delivery order for everything in the cart. */
export function CheckoutForm({ totalPrice, beforeAddress, afterAddress, ref, ...order }: CheckoutFormProps) {
  const { items, email, guest = false, blocked = false } = order;
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, readAddress, fillAddress } = useAddressDraft(formRef);
  useImperativeHandle(ref, () => ({ fillAddress }));
  const money = useCheckoutMoney(
    items.map((book) => book._id),
    draft,
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { onSubmit, errors, limitRefusal, createOrder } = usePlaceOrder(order, termsAccepted, money);
  const isEmpty = items.length === 0;
  const termsHintId = "checkout-terms-hint";

  // Arriving from what had focus and is gone (the guest choice that stood here): the form's heading takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading);

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto max-w-screen-lg">
      <h1
        id="checkout-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-xl font-semibold text-gray-600 focus:outline-none"
      >
        Cash On Delevary
      </h1>
      {!isEmpty && (
        <ul aria-label="Books in this order" className="mb-4 divide-y divide-gray-200 text-gray-700">
          {items.map((book) => (
            <li key={book._id} className="flex justify-between gap-4 py-1">
              <span className="wrap-anywhere">{book.title}</span>
              <span className="shrink-0">{formatPrice(book.newPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mb-2 text-gray-500">Total Price: {formatPrice(money.quote?.total ?? totalPrice)}</p>
      <p className="mb-6 text-gray-500">Items: {items.length}</p>

      {isEmpty ? (
        <div>
          <StatusMessage kind="empty">Your cart is empty: add a book before placing an order.</StatusMessage>
          <Link to="/" className="font-medium text-indigo-600 hover:text-indigo-500">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <form
          ref={formRef}
          onSubmit={(event) => void onSubmit(event)}
          onChange={readAddress}
          // The schema gives every field its own message; the browser's bubbles would hide all but one.
          noValidate
          className="grid grid-cols-1 gap-4 rounded-sm bg-white p-4 text-sm shadow-lg md:grid-cols-5 md:p-8"
        >
          <div className="text-gray-600 md:col-span-2">
            <p className="text-lg font-medium">Personal Details</p>
            <p>Please fill out all the fields.</p>
          </div>
          <div className="grid grid-cols-1 gap-4 md:col-span-3 md:grid-cols-5">
            <Field name="name" label="Full Name" errors={errors} className="md:col-span-5" autoComplete="name" />
            {guest ? (
              <Field
                name="email"
                label="Email Address"
                errors={errors}
                className="md:col-span-5"
                type="email"
                autoComplete="email"
              />
            ) : (
              <div className="md:col-span-5">
                <label htmlFor="checkout-email">Email Address</label>
                <input
                  id="checkout-email"
                  name="email"
                  type="email"
                  value={email}
                  readOnly
                  className="mt-1 h-10 w-full rounded-sm border bg-gray-100 px-4"
                />
              </div>
            )}
            <Field
              name="phone"
              label="Phone Number"
              errors={errors}
              className="md:col-span-5"
              type="tel"
              // product §5 asks for a numeric input: the digit keypad on phones, without type=number's spinner,
              // rounding and loss of a leading 0 or +.
              inputMode="numeric"
              autoComplete="tel"
              placeholder="+123 456 7890"
            />
            {beforeAddress}
            <Field
              name="street"
              label="Address / Street"
              errors={errors}
              className="md:col-span-3"
              autoComplete="street-address"
            />
            <Field name="city" label="City" errors={errors} className="md:col-span-2" autoComplete="address-level2" />
            <CountryField error={errors.country} />
            <Field
              name="state"
              label="State / province"
              errors={errors}
              className="md:col-span-2"
              autoComplete="address-level1"
            />
            <Field
              name="zipcode"
              label="Zipcode"
              errors={errors}
              className="md:col-span-1"
              autoComplete="postal-code"
            />
            {afterAddress}

            <CheckoutMoney
              quote={money.quote}
              error={money.error}
              asking={money.asking}
              addressReady={money.input !== undefined}
              countryName={money.countryName}
              method={money.method}
              onMethod={money.pickMethod}
              onApply={money.applyCode}
              onRemoveCode={money.removeCode}
            />

            <CheckoutTerms accepted={termsAccepted} onChange={setTermsAccepted} hintId={termsHintId} />

            <div className="text-right md:col-span-5">
              {limitRefusal && <StatusMessage kind="error">{limitRefusal}</StatusMessage>}
              {money.refusedAt && money.current && <MoneyChanged before={money.refusedAt} after={money.current} />}
              {createOrder.isPending && createOrder.failureCount > 0 && (
                <StatusMessage kind="loading">Still confirming your order with the store…</StatusMessage>
              )}
              {/* Until the terms are ticked it stays reachable (aria-disabled, not disabled) and says why. */}
              <button
                type="submit"
                disabled={blocked || createOrder.isPending || money.noDelivery}
                aria-disabled={!termsAccepted || undefined}
                aria-describedby={termsAccepted ? undefined : termsHintId}
                className="btn btn-action"
              >
                {createOrder.isPending ? "Placing Order..." : "Place Order"}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}

/** One of the form's fields, `checkout-{name}` its id, with the error the schema or the store gave it. */
function Field({
  name,
  errors,
  ...input
}: { name: CheckoutField; errors: CheckoutErrors } & Omit<TextFieldProps, "id" | "name" | "error">) {
  return <TextField id={`checkout-${name}`} name={name} type="text" required error={errors[name]} {...input} />;
}
