import { ORDER_STATUSES, type Order, type OrderStatus } from "@bookstore/schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { AdminPagedSection, AdminTableHead } from "@/features/admin/components/admin-paged-section";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { orderPagesQueryOptions, type DeskFilter } from "@/features/admin/orders/api/orders";
import { OrderDeskFilters } from "@/features/admin/orders/components/order-desk-filters";
import { formatDate, formatPrice } from "@/lib/format";

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? "");

/** The filter a URL names; anything else in it is ignored. */
export function filterFromParams(params: URLSearchParams): DeskFilter {
  const status = params.get("status");
  const q = params.get("q")?.trim();
  return { ...(isStatus(status) ? { status } : {}), ...(q ? { q } : {}) };
}

const books = (order: Order) => `${order.productIds.length} ${order.productIds.length === 1 ? "book" : "books"}`;

/** The admin's order desk: every order, newest first, by status or search, a page at a time. */
export function OrderDesk() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const paged = useInfiniteQuery(orderPagesQueryOptions(filter));
  const filtered = Boolean(filter.status || filter.q);

  const setFilter = (next: DeskFilter) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>);

  return (
    <AdminPagedSection
      id="orders-title"
      title="Orders"
      toolbar={<OrderDeskFilters filter={filter} onChange={setFilter} />}
      query={paged}
      rows={paged.data?.pages.flatMap((page) => page.orders)}
      error="The orders could not be loaded."
      empty={filtered ? "No orders match." : "No orders yet."}
    >
      {(orders) => (
        <table className="w-full border-collapse text-sm">
          <AdminTableHead columns={["Date", "Customer", "Books", "Total", "Status"]} cardsBelow="lg" />
          <tbody>
            {orders.map((order) => (
              // Below a laptop's width (the sidebar beside it) each row is a card: its cells stack, so nothing scrolls sideways.
              <tr key={order._id} className="border-t border-gray-100 max-lg:block max-lg:px-4 max-lg:py-3">
                <td className="px-4 py-3 max-lg:block max-lg:p-0">
                  <Link
                    to={`/dashboard/orders/${order._id}`}
                    aria-label={`Order ${order.number} of ${formatDate(order.createdAt)}`}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    {formatDate(order.createdAt)}
                  </Link>
                  <span className="block text-sm text-gray-600">{order.number}</span>
                </td>
                <td className="px-4 py-3 wrap-anywhere max-lg:block max-lg:p-0">
                  <span className="block font-medium">{order.name}</span>
                  <span className="block text-gray-600">{order.email}</span>
                </td>
                <td className="px-4 py-3 max-lg:inline-block max-lg:p-0 max-lg:pr-3">{books(order)}</td>
                <td className="px-4 py-3 max-lg:inline-block max-lg:p-0 max-lg:pr-3">
                  {formatPrice(order.totalPrice)}
                </td>
                <td className="px-4 py-3 max-lg:inline-block max-lg:p-0">
                  <OrderStatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminPagedSection>
  );
}
