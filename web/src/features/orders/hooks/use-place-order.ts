import type { Book, Order } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { useCreateOrder } from "@/features/orders/api/create-order";
import type { useCheckoutMoney } from "@/features/orders/hooks/use-checkout-money";
import {
  errorsFromApiFields,
  toOrderInput,
  validateCheckoutForm,
  type CheckoutErrors,
} from "@/features/orders/utils/checkout-form";
import { useIdempotencyKey } from "@/features/orders/utils/idempotency-key";
import { isBookRefusal, SHOPPER_LIMIT_REFUSALS, type BooksRefusal } from "@/features/orders/utils/order-refusals";
import { ApiError } from "@/lib/api-client";

/** What placing an order takes from the checkout page. */
export interface PlaceOrderOptions {
  items: readonly Book[];
  /** The account's email: shown read-only, never typed (product §5). */
  email: string;
  /** A guest (no account email) types the email the order is sent to. */
  guest?: boolean;
  /** Some books in the cart can no longer be ordered: placing waits until they are removed. */
  blocked?: boolean;
  onOrderPlaced: (order: Order) => void;
  /**
   * The store refused the order because the cart no longer matches it (a price changed, a book sold out or gone),
   * with the books as they are now: the page shows what changed.
   */
  onBooksRefused?: (refusal: BooksRefusal) => void;
  /** The saved address the form was filled from: sent with the order, which marks it used. */
  addressId?: string;
}

/**
 * Place Order: the form checked, the order quoted at what it holds and sent at the total shown, and each refusal
 * put where the shopper reads it (a field's error, the books that changed, a limit, a new quote).
 */
export function usePlaceOrder(
  { items, email, guest = false, blocked = false, addressId, onOrderPlaced, onBooksRefused }: PlaceOrderOptions,
  termsAccepted: boolean,
  money: ReturnType<typeof useCheckoutMoney>,
) {
  const createOrder = useCreateOrder();
  const idempotencyKeyFor = useIdempotencyKey();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [limitRefusal, setLimitRefusal] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (items.length === 0 || blocked || createOrder.isPending) return;
    // Place Order says why it waits (its description); pressed anyway, it takes the shopper to the box.
    if (!termsAccepted) {
      const terms = event.currentTarget.elements.namedItem("terms");
      if (terms instanceof HTMLInputElement) terms.focus();
      return;
    }
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    const result = validateCheckoutForm({ ...raw, terms: termsAccepted }, { guest });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setLimitRefusal(undefined);
    // Placed only at the total the shopper is shown: the quote of exactly what the form holds (asked at once when
    // Place Order beats the quote's pause; a refusal shows where the total stands).
    // The lines on the page when Place Order was pressed: the order carries their total, so a price that moved
    // since is refused by the store (409) and shown, never charged unseen.
    const shown = money.quote;
    const quote = await money.quoteNow().catch((error: unknown) => {
      // A book gone since the form was filled: the refusal an order would get, with the same way out.
      if (error instanceof ApiError && isBookRefusal(error.code)) {
        onBooksRefused?.({ code: error.code, books: error.books ?? [] });
        window.alert("Failed to place an order");
      }
      return undefined;
    });
    if (!quote) return;
    const input = {
      ...toOrderInput(
        result.values,
        result.values.email ?? email,
        items.map((book) => book._id),
        quote,
      ),
      ...(shown ? { totalPrice: shown.total.toFixed(2) } : {}),
      ...(addressId ? { addressId } : {}),
    };
    createOrder.mutate(
      { input, idempotencyKey: idempotencyKeyFor(input) },
      {
        onSuccess: (order) => onOrderPlaced(order),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(errorsFromApiFields(error.fields));
            if (isBookRefusal(error.code)) onBooksRefused?.({ code: error.code, books: error.books ?? [] });
            // A rate, a tax or a code that changed or no longer applies: the quote is asked again and says so.
            if (money.isMoneyRefusal(error)) {
              money.requote(error, shown ?? quote);
              return;
            }
            // A changed price is a question, not a failure: the page shows the new prices and total to confirm.
            if (error.code === "price-changed") return;
            if (SHOPPER_LIMIT_REFUSALS.includes(error.code)) {
              setLimitRefusal(error.message);
              return;
            }
          }
          window.alert("Failed to place an order");
        },
      },
    );
  };

  return { onSubmit, errors, limitRefusal, createOrder };
}
