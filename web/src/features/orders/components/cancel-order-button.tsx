import type { Order } from "@bookstore/schema";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { useCancelOrder } from "@/features/orders/api/cancel-order";

/** 'Cancel order' for an order still placed: asks first, naming the order and its books. */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  if (order.status !== "placed") return null;

  async function onClick() {
    const books = order.items.map((item) => item.title).join(", ") || order.productIds.join(", ");
    const confirmed = await confirmDialog({
      title: "Cancel this order?",
      text: `Order ${order._id} (${books}) will be cancelled and not delivered.`,
      confirmButtonText: "Cancel order",
    });
    if (!confirmed) return;
    cancel.mutate(order._id, {
      onSuccess: () => void showDialog({ title: "Order cancelled", text: `Order ${order._id} is cancelled.` }),
      onError: (error) => void showDialog({ title: "Could not cancel the order", text: error.message, icon: "error" }),
    });
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={cancel.isPending}
      className="btn btn-danger-outline py-1.5 text-sm"
    >
      {cancel.isPending ? "Cancelling..." : "Cancel order"}
    </button>
  );
}
