import type { Order } from "@bookstore/schema";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { OrderTimeline } from "@/components/order-timeline";
import { CancelOrderButton } from "@/features/orders/components/cancel-order-button";
import { OrderItems } from "@/features/orders/components/order-items";
import { OrderReturns } from "@/features/orders/components/order-returns";

/** Where an order is and what it holds: its status, the books as bought, its timeline, and 'Cancel order'. */
export function OrderProgress({ order }: { order: Order }) {
  return (
    <div className="mt-3 space-y-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Status:</span> <OrderStatusBadge status={order.status} />
        <CancelOrderButton order={order} />
      </p>
      {order.items.length > 0 && <OrderItems items={order.items} />}
      <OrderTimeline timeline={order.timeline} />
      <OrderReturns order={order} access={{ kind: "owner" }} />
    </div>
  );
}
