import {
  DISCOUNT_KINDS,
  discountInputSchema,
  discountPatchSchema,
  type Discount,
  type DiscountKind,
} from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { inputClassName } from "@/features/admin/components/admin-input";
import { useCreateDiscount, usePatchDiscount } from "@/features/admin/money/api/money";
import { MoneyField } from "@/features/admin/money/components/money-field";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

export const KIND_LABELS: Record<DiscountKind, string> = {
  percent: "Percent off the books",
  amount: "Amount off the books ($)",
  "free-delivery": "Free delivery",
};

/** An instant as a datetime-local input shows it (local time, to the minute), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return undefined;
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** Creates a code (no `discount`), or edits the terms of one (its code never changes). */
export function DiscountForm({ discount, onDone }: { discount?: Discount; onDone: () => void }) {
  const create = useCreateDiscount();
  const patch = usePatchDiscount();
  const saving = discount ? patch : create;
  const [kind, setKind] = useState<DiscountKind>(discount?.kind ?? "percent");
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = discount ? `discount-${discount.code}` : "discount-new";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const terms = {
      kind,
      value: kind === "free-delivery" ? 0 : Number(text("value")),
      minSubtotal: numberOrNull(text("minSubtotal")),
      startsAt: fromLocalInput(text("startsAt")),
      endsAt: fromLocalInput(text("endsAt")),
      maxUses: numberOrNull(text("maxUses")),
      oncePerCustomer: data.get("oncePerCustomer") === "on",
    };
    const onError = (error: Error) => error instanceof ApiError && setErrors(formErrors(error.fields));
    if (discount) {
      const parsed = discountPatchSchema.safeParse(terms);
      if (!parsed.success) return setErrors(parseErrors(parsed.error));
      setErrors({});
      patch.mutate({ code: discount.code, patch: terms }, { onSuccess: onDone, onError });
    } else {
      const input = { code: text("code"), ...terms };
      const parsed = discountInputSchema.safeParse(input);
      if (!parsed.success) return setErrors(parseErrors(parsed.error));
      setErrors({});
      create.mutate(input, { onSuccess: onDone, onError });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={discount ? `Edit ${discount.code}` : "New discount code"}
      className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {discount ? (
        <p className="mb-4 self-end font-semibold">{discount.code}</p>
      ) : (
        <MoneyField form={form} name="code" label="Code" autoComplete="off" error={errors.code} />
      )}
      <FormField id={`${form}-kind`} label="Kind" error={errors.kind}>
        {(described) => (
          <select
            id={`${form}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as DiscountKind)}
            className={inputClassName}
            {...described}
          >
            {DISCOUNT_KINDS.map((option) => (
              <option key={option} value={option}>
                {KIND_LABELS[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {kind !== "free-delivery" && (
        <MoneyField
          form={form}
          name="value"
          label={kind === "percent" ? "Percent off" : "Amount off ($)"}
          type="number"
          step="0.01"
          min={0}
          defaultValue={discount?.value}
          error={errors.value}
        />
      )}
      <MoneyField
        form={form}
        name="minSubtotal"
        label="Minimum subtotal ($, optional)"
        type="number"
        step="0.01"
        min={0}
        defaultValue={discount?.minSubtotal ?? undefined}
        error={errors.minSubtotal}
      />
      <MoneyField
        form={form}
        name="startsAt"
        label="Starts at (optional)"
        type="datetime-local"
        defaultValue={toLocalInput(discount?.startsAt ?? null)}
        error={errors.startsAt}
      />
      <MoneyField
        form={form}
        name="endsAt"
        label="Ends at (optional)"
        type="datetime-local"
        defaultValue={toLocalInput(discount?.endsAt ?? null)}
        error={errors.endsAt}
      />
      <MoneyField
        form={form}
        name="maxUses"
        label="Most uses (optional)"
        type="number"
        min={1}
        step={1}
        defaultValue={discount?.maxUses ?? undefined}
        error={errors.maxUses}
      />
      <div className="mb-4 flex items-center gap-2 sm:mt-6">
        <input
          id={`${form}-once`}
          name="oncePerCustomer"
          type="checkbox"
          defaultChecked={discount?.oncePerCustomer}
          className="size-4"
        />
        <label htmlFor={`${form}-once`} className="text-sm font-semibold text-gray-700">
          Once per customer
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
        {saving.isError && !(saving.error instanceof ApiError && saving.error.fields) && (
          <StatusMessage kind="error">{saving.error.message}</StatusMessage>
        )}
        <button type="submit" disabled={saving.isPending} className="btn btn-action px-6">
          {discount ? "Save code" : "Create code"}
        </button>
        {discount && (
          <button type="button" onClick={onDone} className="btn btn-quiet">
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
