import { shopSettingsInputSchema, type ShopSettings } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { inputClassName } from "@/features/admin/components/admin-input";
import { useSaveSettings, useShopSettings } from "@/features/admin/money/api/money";
import { MoneyField } from "@/features/admin/money/components/money-field";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

// The contract's paths (shop.name) as the form's inputs (name).
const inputOf = (path: string) => path.replace(/^shop\./, "");

/** /dashboard/settings (owner): the shop's details printed on invoices, how prices are taxed, the return window. */
export function SettingsPage() {
  const settings = useShopSettings();
  // Here, not in the form: a saved form is replaced by the stored version's, and "saved" must outlive it.
  const save = useSaveSettings();
  const reload = () => {
    save.reset();
    void settings.refetch();
  };
  if (settings.isPending) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (settings.isError) return <StatusMessage kind="error">{settings.error.message}</StatusMessage>;
  // A new form per saved version: reloading after a refused save shows what is stored now.
  return (
    <SettingsForm key={settings.data.updatedAt ?? "defaults"} settings={settings.data} save={save} reload={reload} />
  );
}

function SettingsForm({
  settings,
  save,
  reload,
}: {
  settings: ShopSettings;
  save: ReturnType<typeof useSaveSettings>;
  reload: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const stale = save.error instanceof ApiError && save.error.code === "settings-changed";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const days = String(data.get("returnWindowDays") ?? "").trim();
    const parsed = shopSettingsInputSchema.safeParse({
      shop: { name: data.get("name"), address: data.get("address"), taxId: data.get("taxId") },
      pricesIncludeTax: data.get("pricesIncludeTax") === "on",
      returnWindowDays: days === "" ? undefined : Number(days),
      ...(settings.updatedAt ? { expectedUpdatedAt: settings.updatedAt } : {}),
    });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error, inputOf));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError) setErrors(formErrors(error.fields, inputOf));
      },
    });
  };

  return (
    <section aria-labelledby="settings-title" className="max-w-2xl rounded-lg bg-white p-4 shadow-md sm:p-6">
      <h2 id="settings-title" className="mb-4 text-2xl font-bold text-gray-800">
        Shop settings
      </h2>
      <form onSubmit={onSubmit} noValidate>
        <MoneyField
          form="settings"
          name="name"
          label="Shop name"
          defaultValue={settings.shop.name}
          error={errors.name}
        />
        <FormField id="settings-address" label="Shop address (as printed on invoices)" error={errors.address}>
          {(described) => (
            <textarea
              id="settings-address"
              name="address"
              rows={4}
              defaultValue={settings.shop.address}
              className={inputClassName}
              {...described}
            />
          )}
        </FormField>
        <MoneyField
          form="settings"
          name="taxId"
          label="Tax id"
          defaultValue={settings.shop.taxId}
          error={errors.taxId}
        />
        <div className="mb-4 flex items-center gap-2">
          <input
            id="settings-prices-include-tax"
            name="pricesIncludeTax"
            type="checkbox"
            defaultChecked={settings.pricesIncludeTax}
            className="size-4"
          />
          <label htmlFor="settings-prices-include-tax" className="text-sm font-semibold text-gray-700">
            Prices include tax
          </label>
        </div>
        <MoneyField
          form="settings"
          name="returnWindowDays"
          label="Return window (days)"
          type="number"
          inputMode="numeric"
          min={0}
          defaultValue={settings.returnWindowDays}
          error={errors.returnWindowDays}
        />
        {stale ? (
          <div role="alert" className="mb-4 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
            <p>{save.error?.message}</p>
            <button type="button" onClick={reload} className="btn btn-ink mt-2">
              Reload the settings
            </button>
          </div>
        ) : (
          save.isError &&
          !(save.error instanceof ApiError && save.error.fields) && (
            <StatusMessage kind="error">{save.error.message}</StatusMessage>
          )
        )}
        {save.isSuccess && (
          <p role="status" className="mb-4 text-green-700">
            Settings saved.
          </p>
        )}
        <button type="submit" disabled={save.isPending} className="btn btn-action px-6">
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
      </form>
    </section>
  );
}
