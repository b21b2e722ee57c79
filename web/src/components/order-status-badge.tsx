import { ORDER_STATUS_LABELS, type OrderStatus } from "@bookstore/schema/order-status";

const TONES: Record<OrderStatus, string> = {
  placed: "bg-blue-100 text-blue-900",
  shipped: "bg-amber-100 text-amber-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-gray-200 text-gray-800",
};

/** An order's status in words (never colour alone), the same on the storefront and in the admin. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
