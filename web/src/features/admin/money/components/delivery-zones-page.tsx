import { REST_OF_WORLD, countryName } from "@bookstore/schema/countries";
import type { DeliveryZone } from "@bookstore/schema";
import { useState } from "react";
import { confirmDialog } from "@/components/dialogs";
import { formatRate } from "@/components/order-charges";
import { StatusMessage } from "@/components/status-message";
import { useDeleteZone, useDeliveryZones } from "@/features/admin/money/api/money";
import { ZoneForm } from "@/features/admin/money/components/zone-form";
import { formatPrice } from "@/lib/format";

const countriesText = (codes: string[]) =>
  codes.map((code) => (code === REST_OF_WORLD ? "the rest of the world" : countryName(code))).join(", ");

/** /dashboard/delivery (owner): where the shop delivers, at what tax rate, by which methods and prices. */
export function DeliveryZonesPage() {
  const zones = useDeliveryZones();
  const remove = useDeleteZone();
  // The zone being edited, "new" for the one being added: one form open at a time.
  const [editing, setEditing] = useState<string>();

  const onDelete = async (zone: DeliveryZone) => {
    const text = `Orders to ${countriesText(zone.countries)} will no longer be delivered (unless another zone takes them). Placed orders keep what they were charged.`;
    if (await confirmDialog({ title: `Delete ${zone.name}?`, text, confirmButtonText: "Delete zone", tone: "danger" }))
      remove.mutate(zone.id);
  };

  return (
    <section aria-labelledby="zones-title" className="rounded-lg bg-white p-4 shadow-md sm:p-6">
      <h2 id="zones-title" className="mb-4 text-2xl font-bold text-gray-800">
        Delivery zones
      </h2>
      {zones.isPending && <StatusMessage kind="loading">Loading...</StatusMessage>}
      {zones.isError && <StatusMessage kind="error">{zones.error.message}</StatusMessage>}
      {remove.isError && <StatusMessage kind="error">{remove.error.message}</StatusMessage>}
      {zones.data?.length === 0 && (
        <StatusMessage kind="empty">No delivery zones: nothing can be ordered.</StatusMessage>
      )}
      <ul className="mb-4 divide-y divide-gray-100">
        {zones.data?.map((zone) => (
          <li key={zone.id} aria-label={zone.name} className="py-3">
            {editing === zone.id ? (
              <ZoneForm zone={zone} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 wrap-anywhere">
                  <p className="font-semibold text-gray-800">{zone.name}</p>
                  <p className="text-sm text-gray-600">{countriesText(zone.countries)}</p>
                  <p className="text-sm text-gray-600">Tax {formatRate(zone.taxRate)}</p>
                  <ul className="text-sm text-gray-700">
                    {zone.methods.map((method) => (
                      <li key={method.id}>
                        {method.name}: {formatPrice(method.price)}
                        {method.freeOver !== null && `, free over ${formatPrice(method.freeOver)}`}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="flex gap-2">
                  <button type="button" onClick={() => setEditing(zone.id)} className="btn btn-ink px-3 py-1.5 text-sm">
                    Edit<span className="sr-only"> {zone.name}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => void onDelete(zone)}
                    disabled={remove.isPending}
                    className="btn btn-danger-outline px-3 py-1.5 text-sm"
                  >
                    Delete<span className="sr-only"> {zone.name}</span>
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === "new" ? (
        <ZoneForm onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" onClick={() => setEditing("new")} className="btn btn-action">
          Add zone
        </button>
      )}
    </section>
  );
}
