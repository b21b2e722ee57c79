import type { Order, OrderActor, OrderStatus } from "@bookstore/schema";
import { canMoveOrder } from "@bookstore/schema";
import { Timestamp } from "firebase-admin/firestore";
import type { BookShelf } from "../lib/book-shelf";
import { db } from "../lib/firestore";
import { countOrder, readCustomer } from "./order-counters";
import { readHoldings } from "./shopper-holdings.repository";
import {
  ordersCollection,
  statusOf,
  timelineEntry,
  timelineOf,
  toOrderFromDocument,
  type OrderDocument,
} from "./order-document";

export interface OrderMove {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  /** The timeline's "who": the admin's username, or "customer". */
  by: string;
  /** A shopper may only move their own orders. */
  ownerUid?: string;
}

export type MoveResult =
  | { kind: "moved"; order: Order }
  | { kind: "not-found" }
  | { kind: "not-owner" }
  | { kind: "illegal"; from: OrderStatus };

/**
 * Moves an order along its lifecycle in one transaction: the status read is the status changed, so of two
 * concurrent moves one wins and the other is retried against the new status (and refused if no longer allowed).
 * Cancelling puts the copies back and takes the order out of the sales figures in the same commit.
 */
export const createOrderMoves = ({ shelf }: { shelf: BookShelf }) => ({
  moveOrder: (move: OrderMove) => moveOrder(shelf, move),
});

async function moveOrder(shelf: BookShelf, move: OrderMove): Promise<MoveResult> {
  const ref = ordersCollection().doc(move.orderId);
  return db().runTransaction(async (tx): Promise<MoveResult> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: "not-found" };
    const order = snapshot.data() as OrderDocument;
    if (move.ownerUid !== undefined && order.uid !== move.ownerUid) return { kind: "not-owner" };
    const from = statusOf(order);
    if (!canMoveOrder(from, move.to, move.actor)) return { kind: "illegal", from };

    const cancelling = move.to === "cancelled";
    const release = cancelling ? await shelf.releaseCopies(tx, order.productIds) : undefined;
    const customer = cancelling ? await readCustomer(order.uid, (customerRef) => tx.get(customerRef)) : undefined;
    // Shipping or cancelling a placed order frees what it held of the shopper's limits.
    const holdings =
      from === "placed" ? await readHoldings(order.uid, (holdingsRef) => tx.get(holdingsRef)) : undefined;

    const at = Timestamp.now();
    const next: OrderDocument = {
      ...order,
      status: move.to,
      timeline: [...timelineOf(order), timelineEntry(move.to, move.by, at)],
      updatedAt: at,
    };
    release?.putBack();
    customer?.write(tx, order, -1);
    holdings?.write(tx, order.productIds, -1);
    // Every allowed move leaves placed-or-shipped except shipping; only cancelling undoes a sale.
    countOrder(tx, order, { sale: cancelling ? -1 : 0, open: move.to === "shipped" ? 0 : -1 });
    tx.update(ref, { status: next.status, timeline: next.timeline, updatedAt: at });
    return { kind: "moved", order: toOrderFromDocument(ref.id, next) };
  });
}
