import { ORDER_STATUS_LABELS, type OrderStatus } from "@bookstore/schema/order-status";

// The store's tones (index.css): waiting is information, on its way needs an eye, arrived is done.
const TONES: Record<OrderStatus, string> = {
  placed: "bg-info-soft text-info",
  shipped: "bg-caution-soft text-caution",
  delivered: "bg-success-soft text-success",
  cancelled: "bg-neutral-soft text-ink",
};

/** An order's status in words (never colour alone), the same on the storefront and in the admin. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
