import { deliveryZoneInputSchema, type DeliveryZone, type DeliveryZoneInput } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { StatusMessage } from "@/components/status-message";
import { useSaveZone } from "@/features/admin/money/api/money";
import { MoneyField } from "@/features/admin/money/components/money-field";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

type MethodRow = { key: number } & Partial<DeliveryZone["methods"][number]>;
let nextKey = 0;
const row = (method: Partial<DeliveryZone["methods"][number]> = {}): MethodRow => ({ key: nextKey++, ...method });

/** A rate as a percentage and back, without float noise (0.2 ↔ 20, 0.075 ↔ 7.5). */
const toPercent = (rate: number) => Math.round(rate * 1_000_000) / 10_000;
const toRate = (percent: number) => Math.round(percent * 10_000) / 1_000_000;
const amountOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The contract's paths as the form's inputs: the rate is typed as a percentage. */
const inputOf = (path: string) => (path === "taxRate" ? "taxPercent" : path);

/** Adds a zone (no `zone`) or edits one: its countries, tax rate and delivery methods. */
export function ZoneForm({ zone, onDone }: { zone?: DeliveryZone; onDone: () => void }) {
  const save = useSaveZone();
  const [methods, setMethods] = useState<MethodRow[]>(() => (zone?.methods ?? [{}]).map(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = zone ? `zone-${zone.id}` : "zone-new";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    const input: DeliveryZoneInput = {
      name: text("name"),
      countries: text("countries")
        .split(/[\s,]+/)
        .filter(Boolean),
      taxRate: text("taxPercent").trim() === "" ? Number.NaN : toRate(Number(text("taxPercent"))),
      methods: methods.map((_, index) => ({
        id: text(`methods.${index}.id`).trim(),
        name: text(`methods.${index}.name`),
        price: Number(text(`methods.${index}.price`)),
        freeOver: amountOrNull(text(`methods.${index}.freeOver`)),
      })),
    };
    const parsed = deliveryZoneInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error, inputOf));
      return;
    }
    setErrors({});
    save.mutate(
      { id: zone?.id, input },
      {
        onSuccess: onDone,
        onError: (error) => error instanceof ApiError && setErrors(formErrors(error.fields, inputOf)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={zone ? `Edit ${zone.name}` : "New zone"} className="space-y-2">
      <div className="grid gap-x-4 sm:grid-cols-3">
        <MoneyField form={form} name="name" label="Zone name" defaultValue={zone?.name} error={errors.name} />
        <MoneyField
          form={form}
          name="countries"
          label="Countries (codes; * for the rest of the world)"
          placeholder="GB, IE"
          defaultValue={zone?.countries.join(", ")}
          error={errors.countries}
        />
        <MoneyField
          form={form}
          name="taxPercent"
          label="Tax rate (%)"
          type="number"
          step="any"
          min={0}
          max={100}
          defaultValue={zone ? toPercent(zone.taxRate) : undefined}
          error={errors.taxPercent}
        />
      </div>
      <fieldset className="rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-700">Delivery methods</legend>
        {errors.methods && <p className="text-sm text-danger">{errors.methods}</p>}
        {methods.map((method, index) => (
          <div key={method.key} className="grid items-start gap-x-3 sm:grid-cols-[1fr_1.5fr_1fr_1fr_auto]">
            {(
              [
                ["id", "Method id", "text", method.id],
                ["name", "Method name", "text", method.name],
                ["price", "Price ($)", "number", method.price],
                ["freeOver", "Free over ($, optional)", "number", method.freeOver ?? undefined],
              ] as const
            ).map(([field, label, type, value]) => (
              <MoneyField
                key={field}
                form={`${form}-method-${method.key}`}
                name={`methods.${index}.${field}`}
                label={label}
                type={type}
                step={type === "number" ? "0.01" : undefined}
                min={type === "number" ? 0 : undefined}
                defaultValue={value}
                error={errors[`methods.${index}.${field}`]}
              />
            ))}
            <button
              type="button"
              disabled={methods.length === 1}
              onClick={() => setMethods(methods.filter((other) => other.key !== method.key))}
              className="btn btn-quiet sm:mt-6"
            >
              Remove method
            </button>
          </div>
        ))}
        <button type="button" onClick={() => setMethods([...methods, row()])} className="btn btn-ink">
          Add method
        </button>
      </fieldset>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) && (
        <StatusMessage kind="error">{save.error.message}</StatusMessage>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className="btn btn-action px-6">
          {zone ? "Save zone" : "Add zone"}
        </button>
        <button type="button" onClick={onDone} className="btn btn-quiet">
          Cancel
        </button>
      </div>
    </form>
  );
}
