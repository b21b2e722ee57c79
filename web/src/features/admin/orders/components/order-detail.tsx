import { nextOrderStatuses, type Order, type OrderStatus } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { OrderDocuments } from "@/components/order-documents";
import { OrderCharges } from "@/components/order-charges";
import { RefundLine } from "@/components/refund-line";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { OrderTimeline } from "@/components/order-timeline";
import { StatusMessage } from "@/components/status-message";
import {
  fetchOrderCancellationCreditNote,
  fetchOrderCreditNote,
  fetchOrderInvoice,
  orderQueryOptions,
  useMoveOrder,
} from "@/features/admin/orders/api/orders";
import { ApiError } from "@/lib/api-client";
import { formatDateTime, formatPrice } from "@/lib/format";

/** Each move the admin can make: its button, and the question asked before it is made. */
const MOVES: Partial<Record<OrderStatus, { button: string; title: string; text: (order: Order) => string }>> = {
  shipped: {
    button: "Mark as shipped",
    title: "Mark this order as shipped?",
    text: (order) => `Order ${order.number} goes to ${order.name}; the customer can no longer cancel it.`,
  },
  delivered: {
    button: "Mark as delivered",
    title: "Mark this order as delivered?",
    text: (order) => `The courier handed order ${order.number} over and collected ${formatPrice(order.totalPrice)}.`,
  },
  cancelled: {
    button: "Cancel order",
    title: "Cancel this order?",
    text: (order) =>
      `Order ${order.number} will not be delivered: its ${order.productIds.length} book(s) go back into stock and it leaves the sales figures.`,
  },
};

function OrderMoves({ order }: { order: Order }) {
  const move = useMoveOrder();
  const next = nextOrderStatuses(order.status, "admin");
  if (next.length === 0) return null;

  async function onMove(status: OrderStatus) {
    const { title, text } = MOVES[status]!;
    const tone = status === "cancelled" ? "danger" : "action";
    if (!(await confirmDialog({ title, text: text(order), confirmButtonText: MOVES[status]!.button, tone }))) return;
    move.mutate(
      { id: order._id, status },
      {
        onError: (error) => void showDialog({ title: "The order was not changed", text: error.message, icon: "error" }),
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      {next.map((status) => (
        <button
          key={status}
          type="button"
          onClick={() => void onMove(status)}
          disabled={move.isPending}
          className={`btn ${status === "cancelled" ? "btn-danger-outline" : "btn-action"}`}
        >
          {MOVES[status]!.button}
        </button>
      ))}
    </div>
  );
}

/** The refunds recorded as the order's returns came back, each with its credit note when the order was invoiced. */
function OrderRefunds({ order }: { order: Order }) {
  if (!order.refunds.length) return null;
  return (
    <ul aria-label="Refunds" className="mt-2 space-y-1 text-sm">
      {order.refunds.map((refund) => (
        <RefundLine
          key={refund.returnId}
          refund={refund}
          fetchCreditNote={() => fetchOrderCreditNote(order._id, refund.returnId)}
        />
      ))}
    </ul>
  );
}

/** One order for the admin: what was bought, where it goes, what happened to it, and the moves left. */
export function OrderDetail({ id }: { id: string }) {
  const { data: order, isPending, error } = useQuery(orderQueryOptions(id));

  if (isPending) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <StatusMessage kind="error">{missing ? "Order not found." : "The order could not be loaded."}</StatusMessage>
    );
  }

  const { street, city, state, country, zipcode } = order.address;
  return (
    <article aria-labelledby="order-title" className="space-y-6 rounded bg-white p-4 shadow-lg sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-title" className="text-lg font-semibold wrap-anywhere">
          Order {order.number}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-gray-600">Placed {formatDateTime(order.createdAt)}</p>
      <OrderMoves order={order} />
      <section aria-labelledby="order-books">
        <h3 id="order-books" className="mb-2 font-semibold">
          Books
        </h3>
        <ul className="divide-y divide-gray-100">
          {order.items.map((item) => (
            <li key={item.bookId} className="flex justify-between gap-4 py-2">
              <span className="min-w-0 wrap-anywhere">{item.title}</span>
              <span className="shrink-0">{formatPrice(item.unitPrice)}</span>
            </li>
          ))}
        </ul>
        <OrderCharges charges={order.charges} className="mt-2 border-t border-gray-200 pt-2" />
        {order.invoice && (
          <div className="mt-2">
            <OrderDocuments
              order={order}
              fetchInvoice={() => fetchOrderInvoice(order._id)}
              fetchCreditNote={() => fetchOrderCancellationCreditNote(order._id)}
            />
          </div>
        )}
        <OrderRefunds order={order} />
      </section>
      <section aria-labelledby="order-customer">
        <h3 id="order-customer" className="mb-2 font-semibold">
          Customer
        </h3>
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 wrap-anywhere">
          <dt className="text-gray-600">Name</dt>
          <dd>{order.name}</dd>
          <dt className="text-gray-600">Email</dt>
          <dd>{order.email}</dd>
          <dt className="text-gray-600">Phone</dt>
          <dd>{order.phone}</dd>
          <dt className="text-gray-600">Address</dt>
          <dd>{[street, city, state, country, zipcode].filter(Boolean).join(", ")}</dd>
        </dl>
      </section>
      <section aria-labelledby="order-timeline">
        <h3 id="order-timeline" className="mb-2 font-semibold">
          Timeline
        </h3>
        <OrderTimeline timeline={order.timeline} />
      </section>
      <Link to="/dashboard/orders" className="inline-block font-medium text-indigo-700 hover:underline">
        All orders
      </Link>
    </article>
  );
}
