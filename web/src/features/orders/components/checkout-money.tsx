import type { Quote } from "@bookstore/schema";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { OrderCharges } from "@/components/order-charges";
import { StatusMessage } from "@/components/status-message";
import { changedCharges } from "@/features/orders/utils/charges-changes";
import { isDiscountRefusal, type CodeNote } from "@/features/orders/utils/order-refusals";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";

interface CheckoutMoneyProps {
  /** The last quote (kept while the form is re-quoted), and why the current one was refused. */
  quote: Quote | undefined;
  error: unknown;
  asking: boolean;
  /** The address is complete enough to be quoted. */
  addressReady: boolean;
  /** The English name of the address's country, for "We don't deliver to X yet". */
  countryName: string;
  /** The method the shopper picked, shown at once while the form is re-quoted. */
  method: string | undefined;
  onMethod: (id: string) => void;
  /** Checks the code against the order: what to tell the shopper. */
  onApply: (code: string) => Promise<CodeNote>;
  onRemoveCode: () => void;
}

/** The checkout's money: the delivery methods of the address's zone, the discount code, and the quote's lines. */
export function CheckoutMoney({
  quote,
  error,
  asking,
  addressReady,
  countryName,
  method: picked,
  onMethod,
  onApply,
  onRemoveCode,
}: CheckoutMoneyProps) {
  const noDelivery = error instanceof ApiError && error.code === "no-delivery";
  let lines;
  if (!addressReady)
    lines = <p className="text-gray-600">Enter your address to see the delivery options and the total.</p>;
  else if (noDelivery) lines = <StatusMessage kind="error">We don&apos;t deliver to {countryName} yet</StatusMessage>;
  else if (error && !isDiscountRefusal(error))
    lines = (
      <StatusMessage kind="error">{(error as Error).message || "The total could not be worked out."}</StatusMessage>
    );
  else if (quote) lines = <OrderCharges charges={quote} />;
  else lines = <StatusMessage kind="loading">Working out the total…</StatusMessage>;

  return (
    <div className="space-y-4 md:col-span-5" aria-busy={asking}>
      {quote && addressReady && !noDelivery && (
        <fieldset>
          <legend className="mb-1 font-semibold text-gray-700">Delivery</legend>
          <div className="space-y-1">
            {quote.deliveryMethods.map((method) => (
              <label key={method.id} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="deliveryMethod"
                  value={method.id}
                  checked={(picked ?? quote.delivery.method) === method.id}
                  onChange={() => onMethod(method.id)}
                  className="size-4"
                />
                <span>
                  {method.name}: {method.price === 0 ? "Free" : formatPrice(method.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DiscountCodeField
        applied={quote?.discount?.code}
        refusal={isDiscountRefusal(error) ? error.message : undefined}
        onApply={onApply}
        onRemove={onRemoveCode}
      />
      <section aria-label="Order total" aria-live="polite" className="max-w-md text-gray-700">
        {lines}
      </section>
    </div>
  );
}

function DiscountCodeField({
  applied,
  refusal,
  onApply,
  onRemove,
}: {
  applied: string | undefined;
  /** The code once applied no longer applies (the quote refused it). */
  refusal: string | undefined;
  onApply: (code: string) => Promise<CodeNote>;
  onRemove: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<CodeNote>();
  const [checking, setChecking] = useState(false);
  const shown: CodeNote | undefined = refusal ? { applied: false, text: refusal } : note;

  const apply = async () => {
    const code = input.current?.value.trim() ?? "";
    if (!code || checking) return;
    setChecking(true);
    setNote(await onApply(code).finally(() => setChecking(false)));
  };
  // Enter applies the code: in a checkout form it would otherwise place the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  };

  return (
    <div>
      <label htmlFor={`${id}-code`} className="font-semibold text-gray-700">
        Discount code
      </label>
      {/* On a phone, Remove code wraps below rather than squeezing the code to a few letters. */}
      <div className="mt-1 flex max-w-md flex-wrap gap-2">
        <input
          id={`${id}-code`}
          ref={input}
          name="discountCode"
          type="text"
          autoComplete="off"
          onKeyDown={onKeyDown}
          aria-describedby={shown ? `${id}-note` : undefined}
          aria-invalid={shown && !shown.applied ? true : undefined}
          className="h-10 min-w-48 flex-1 rounded-sm border bg-gray-50 px-4 uppercase"
        />
        <button type="button" onClick={() => void apply()} disabled={checking} className="btn btn-ink">
          Apply
        </button>
        {(applied || refusal) && (
          <button
            type="button"
            onClick={() => {
              setNote(undefined);
              if (input.current) input.current.value = "";
              onRemove();
            }}
            className="btn btn-quiet"
          >
            Remove code
          </button>
        )}
      </div>
      {shown && (
        <p
          id={`${id}-note`}
          role="status"
          className={`mt-1 text-sm ${shown.applied ? "text-green-700" : "text-danger"}`}
        >
          {shown.text}
        </p>
      )}
    </div>
  );
}

/** After a 409 price-changed: what changed since the shopper was shown the total, and the total now. */
export function MoneyChanged({ before, after }: { before: Quote; after: Quote }) {
  const changes = changedCharges(before, after);
  if (changes.length === 0) return null;
  return (
    <div role="alert" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-gray-800">
      <p className="font-semibold">The store changed your order&apos;s charges:</p>
      <ul className="ml-4 list-disc">
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p>Place Order confirms it at {formatPrice(after.total)}.</p>
    </div>
  );
}
