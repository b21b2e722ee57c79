import type { Discount } from "@bookstore/schema";
import { useState } from "react";
import { StatusMessage } from "@/components/status-message";
import { useDiscounts, usePatchDiscount } from "@/features/admin/money/api/money";
import { DiscountForm, KIND_LABELS } from "@/features/admin/money/components/discount-form";
import { formatDateTime, formatPrice } from "@/lib/format";

function termsOf(discount: Discount): string {
  const off =
    discount.kind === "percent"
      ? `${discount.value}% off`
      : discount.kind === "amount"
        ? `${formatPrice(discount.value)} off`
        : KIND_LABELS["free-delivery"];
  const terms = [off];
  if (discount.minSubtotal !== null) terms.push(`from ${formatPrice(discount.minSubtotal)}`);
  if (discount.startsAt) terms.push(`starts ${formatDateTime(discount.startsAt)}`);
  if (discount.endsAt) terms.push(`ends ${formatDateTime(discount.endsAt)}`);
  if (discount.oncePerCustomer) terms.push("once per customer");
  return terms.join(", ");
}

/** /dashboard/discounts (owner): the codes with their terms and uses; creating, editing and disabling them. */
export function DiscountsPage() {
  const discounts = useDiscounts();
  const patch = usePatchDiscount();
  const [editing, setEditing] = useState<string>();
  // A new form after each code created, so its fields start empty.
  const [created, setCreated] = useState(0);

  return (
    <div className="space-y-6">
      <section aria-labelledby="new-discount-title" className="rounded-lg bg-white p-4 shadow-md sm:p-6">
        <h2 id="new-discount-title" className="mb-4 text-2xl font-bold text-gray-800">
          New discount code
        </h2>
        <DiscountForm key={created} onDone={() => setCreated(created + 1)} />
      </section>
      <section aria-labelledby="discounts-title" className="rounded-lg bg-white p-4 shadow-md sm:p-6">
        <h2 id="discounts-title" className="mb-4 text-2xl font-bold text-gray-800">
          Discount codes
        </h2>
        {discounts.isPending && <StatusMessage kind="loading">Loading...</StatusMessage>}
        {discounts.isError && <StatusMessage kind="error">{discounts.error.message}</StatusMessage>}
        {patch.isError && <StatusMessage kind="error">{patch.error.message}</StatusMessage>}
        {discounts.data?.length === 0 && <StatusMessage kind="empty">No discount codes yet.</StatusMessage>}
        <ul className="divide-y divide-gray-100">
          {discounts.data?.map((discount) => (
            <li key={discount.code} aria-label={discount.code} className="py-3">
              {editing === discount.code ? (
                <DiscountForm discount={discount} onDone={() => setEditing(undefined)} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0 wrap-anywhere">
                    <p className="font-semibold text-gray-800">
                      {discount.code}{" "}
                      {discount.disabled && <span className="badge bg-danger-soft text-xs text-danger">Disabled</span>}
                    </p>
                    <p className="text-sm text-gray-600">{termsOf(discount)}</p>
                    <p className="text-sm text-gray-600">
                      Used {discount.uses}
                      {discount.maxUses !== null && ` of ${discount.maxUses}`} times
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(discount.code)}
                      className="btn btn-ink px-3 py-1.5 text-sm"
                    >
                      Edit<span className="sr-only"> {discount.code}</span>
                    </button>
                    <button
                      type="button"
                      disabled={patch.isPending}
                      onClick={() => patch.mutate({ code: discount.code, patch: { disabled: !discount.disabled } })}
                      className={`btn px-3 py-1.5 text-sm ${discount.disabled ? "btn-action" : "btn-danger-outline"}`}
                    >
                      {discount.disabled ? "Enable" : "Disable"}
                      <span className="sr-only"> {discount.code}</span>
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
