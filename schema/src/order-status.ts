// The order lifecycle for cash on delivery, zod-free so the storefront and the admin can show the allowed moves
// without loading the validation library. The server owns it: every move is checked against this table.

export const ORDER_STATUSES = ["placed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the shop's admin, or the shopper who placed it. */
export type OrderActor = "admin" | "customer";

/** `delivered` means the courier collected the cash; `cancelled` from `shipped` means refused at the door. */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  placed: { shipped: ["admin"], cancelled: ["admin", "customer"] },
  shipped: { delivered: ["admin"], cancelled: ["admin"] },
  delivered: {},
  cancelled: {},
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The statuses `actor` may move an order in `from` to, in lifecycle order. */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to, actor));
}

/** Placed or shipped: the order still needs the shop's attention ('Orders left'). */
export const isOpenOrder = (status: OrderStatus) => status === "placed" || status === "shipped";

/** Orders that count as sales: every one but the cancelled. */
export const isSale = (status: OrderStatus) => status !== "cancelled";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};
