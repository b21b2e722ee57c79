import type { CustomerSummary } from "@bookstore/schema";
import { formatPrice } from "@/lib/format";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

/** The store's customers with the highest average order (cancelled orders left out). */
export function UsersByAverageOrder({ customers }: { customers: CustomerSummary[] }) {
  return (
    <section aria-labelledby="users-by-average-order" className="row-span-3 rounded-lg bg-white shadow">
      <h2 id="users-by-average-order" className="border-b border-gray-100 px-6 py-5 font-semibold">
        Users by average order
      </h2>
      {customers.length === 0 ? (
        <p className="p-6 text-gray-600">No orders yet.</p>
      ) : (
        // Scrolls past 24rem; focusable so keyboard users can scroll it too.
        <ul tabIndex={0} aria-labelledby="users-by-average-order" className="max-h-96 space-y-6 overflow-y-auto p-6">
          {customers.map((customer) => (
            <li key={customer.email} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-100 font-semibold text-gray-600"
              >
                {initials(customer.name)}
              </span>
              <span className="min-w-0 grow">
                <span className="block font-medium wrap-anywhere">{customer.name}</span>
                <span className="block text-sm text-gray-600 wrap-anywhere">{customer.email}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold">{formatPrice(customer.averageOrder)}</span>
                <span className="block text-sm text-gray-600">
                  {customer.orders} {customer.orders === 1 ? "order" : "orders"}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
