// An order's life after it is placed: the admin moves it on, its shopper or guest cancels it while it is placed.
import type { Order, OrderStatus } from "@bookstore/schema";
import type { Customer } from "../auth/require-user";
import type { Actor } from "../lib/activity-log";
import { conflict, forbidden } from "../lib/http-error";
import type { OrderBudgetRepository } from "./order-budget.repository";
import { cancelWithinBudget } from "./order-budget";
import { CUSTOMER } from "./order-document";
import type { MoveResult, OrderMove } from "./order-moves.repository";
import { orderNotFound } from "./order-reading.service";
import type { OrdersRepository } from "./orders.repository";
import { accountHolder, addressHolder } from "./shopper-holdings";

export interface OrderLifecycleDeps extends Pick<OrdersRepository, "findOrder"> {
  moveOrder(move: OrderMove): Promise<MoveResult>;
  /** Placements and cancellations counted per holder over a rolling hour (order-budget.ts). */
  orderBudget?: Pick<OrderBudgetRepository, "spend" | "exhausted">;
}

export function createOrderLifecycle(repository: OrderLifecycleDeps) {
  async function move(command: OrderMove): Promise<Order> {
    const result = await repository.moveOrder(command);
    switch (result.kind) {
      case "not-found":
        throw orderNotFound();
      case "not-owner":
        throw forbidden("You can only change your own orders");
      case "illegal":
        throw conflict(
          "illegal-transition",
          command.actor === "customer" && command.to === "cancelled"
            ? `This order is already ${result.from} and can no longer be cancelled`
            : `An order that is ${result.from} cannot be marked ${command.to}`,
        );
      default:
        return result.order;
    }
  }

  /** The admin moves an order to its next status (PATCH /api/orders/:id). */
  const moveOrder = (admin: Actor, orderId: string, to: OrderStatus) =>
    move({ orderId, to, actor: "admin", by: admin.username, staff: admin });

  /** The shopper or guest cancels their own order while it is still placed; counted as placements are. */
  async function cancelOrder(customer: Customer, orderId: string, clientAddress?: () => string) {
    const address = customer.guest ? clientAddress?.() : undefined;
    const holders = [accountHolder(customer.uid), ...(address === undefined ? [] : [addressHolder(address)])];
    return cancelWithinBudget(repository.orderBudget, holders, {
      cancel: () => move({ orderId, to: "cancelled", actor: "customer", by: CUSTOMER, ownerUid: customer.uid }),
      cancellable: async () => (await repository.findOrder(orderId))?.order.status === "placed",
    });
  }

  return { moveOrder, cancelOrder };
}
