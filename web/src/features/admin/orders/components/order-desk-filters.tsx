import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from "@bookstore/schema";
import type { FormEvent } from "react";
import type { DeskFilter } from "@/features/admin/orders/api/orders";

/** The desk's status filter and search; both live in the URL, so a view can be shared and Back restores it. */
export function OrderDeskFilters({ filter, onChange }: { filter: DeskFilter; onChange: (filter: DeskFilter) => void }) {
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    onChange({ ...filter, q: q || undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-4 px-4 py-3">
      <div>
        <label htmlFor="order-status" className="mb-1 block text-sm font-semibold text-gray-700">
          Status
        </label>
        <select
          id="order-status"
          value={filter.status ?? ""}
          onChange={(event) =>
            onChange({ ...filter, status: (event.target.value || undefined) as OrderStatus | undefined })
          }
          className="rounded-md border border-gray-300 px-3 py-2"
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed by the search, so Back and Forward show the search of the page they return to. */}
      <form
        key={filter.q ?? ""}
        role="search"
        onSubmit={onSearch}
        className="flex min-w-0 grow flex-wrap items-end gap-2"
      >
        <div className="min-w-0 grow">
          <label htmlFor="order-search" className="mb-1 block text-sm font-semibold text-gray-700">
            Order number or email
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            className="w-full rounded-md border border-gray-300 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn btn-action">
          Search
        </button>
      </form>
    </div>
  );
}
