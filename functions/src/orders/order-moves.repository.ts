import { derivedOrderNumber } from "./order-number";
import type { Order, OrderActor, OrderStatus } from "@bookstore/schema";
import { canMoveOrder } from "@bookstore/schema";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { recordActivity, type Actor } from "../lib/activity-log";
import { retryLostRaces } from "../lib/lost-races";
import { holdersOf } from "./shopper-holdings";
import type { OrdersRepositoryDeps } from "./orders.repository";
import type { Writes } from "../lib/firestore";
import type { MailAttachment } from "../lib/outbox";
import {
  ORDERS,
  statusOf,
  timelineEntry,
  timelineOf,
  toOrderFromDocument,
  type InvoiceSeller,
  type OrderDocument,
  type StoredInvoice,
} from "./order-document";

export interface OrderMove {
  orderId: string;
  to: OrderStatus;
  actor: OrderActor;
  /** The timeline's "who": the admin's username, or "customer". */
  by: string;
  /** A shopper may only move their own orders. */
  ownerUid?: string;
  /** The member moving it, whose move the activity log records in the same commit. */
  staff?: Actor;
}

export type MoveResult =
  | { kind: "moved"; order: Order }
  | { kind: "not-found" }
  | { kind: "not-owner" }
  | { kind: "illegal"; from: OrderStatus };

/** What shipping needs of the invoices: the next invoice, its number claimed in the shipping commit, and its PDF. */
export interface ShippingInvoices {
  next(at: Timestamp): Promise<{ invoice: StoredInvoice & { seller: InvoiceSeller }; claim(writes: Writes): void }>;
  attachment(order: Order, seller: InvoiceSeller): Promise<MailAttachment>;
}

export interface OrderMovesRepositoryDeps extends OrdersRepositoryDeps {
  invoices: ShippingInvoices;
}

/**
 * Moves an order along its lifecycle in one optimistic commit, conditioned on the order being unchanged since it
 * was read: the status read is the status changed, so of two concurrent moves one wins and the other reads again
 * (and is refused if the move is no longer allowed). Cancelling puts the copies back and takes the order out of
 * the sales figures in the same commit. Nothing else it writes is read-then-written but the shopper's counter:
 * copies go back into a random stock shard and the holdings and statistics are blind increments, so a shopper's
 * parallel cancellations, and cancellations racing orders of one title, do not hold each other up.
 */
/**
 * How long a move (a cancellation, the admin's shipping) keeps trying after lost races. It has no deadline of its
 * own: its commit is whole or nothing and a retry is refused once it landed, so it may use most of the function's
 * 30 s rather than answer "try again" while the shop is busy.
 */
const RETRY_MOVE_MS = 20_000;

export function createOrderMovesRepository(
  firestore: Firestore,
  { shelf, counters, holdings, mails, pricing, invoices }: OrderMovesRepositoryDeps,
) {
  async function commitMove(move: OrderMove): Promise<MoveResult & { productIds?: string[] }> {
    const ref = firestore.collection(ORDERS).doc(move.orderId);
    const snapshot = await ref.get();
    if (!snapshot.exists) return { kind: "not-found" };
    const order = snapshot.data() as OrderDocument;
    if (move.ownerUid !== undefined && order.uid !== move.ownerUid) return { kind: "not-owner" };
    const from = statusOf(order);
    if (!canMoveOrder(from, move.to, move.actor)) return { kind: "illegal", from };

    const cancelling = move.to === "cancelled";
    const at = Timestamp.now();
    // A deleted account's order has no shopper left whose counters or limits it moves (decision 018).
    const { uid } = order;
    const [release, customer, issued] = await Promise.all([
      cancelling ? shelf.releaseCopies(order.productIds) : undefined,
      cancelling && uid ? counters.readCustomer(order.email, (customerRef) => customerRef.get()) : undefined,
      // Shipping issues the invoice: its number is used up by this commit alone (decision 022).
      move.to === "shipped" && !order.invoice ? invoices.next(at) : undefined,
    ]);

    const next: OrderDocument = {
      ...order,
      status: move.to,
      timeline: [...timelineOf(order), timelineEntry(move.to, move.by, at)],
      updatedAt: at,
      ...(issued ? { invoice: issued.invoice } : {}),
    };
    const attachment = issued && (await invoices.attachment(toOrderFromDocument(ref.id, next), issued.invoice.seller));
    const batch = firestore.batch();
    issued?.claim(batch);
    release?.putBack(batch);
    if (cancelling) pricing.giveBack(batch, order);
    customer?.write(batch, order, -1);
    // Shipping or cancelling a placed order frees what it held of the shopper's limits; the holders' names (a
    // client address's among them) are not kept past that.
    const leavesPlaced = from === "placed";
    if (leavesPlaced) holdings.releaseHoldings(batch, holdersOf(order), order.productIds);
    // Every allowed move leaves placed-or-shipped except shipping; only cancelling undoes a sale.
    counters.countOrder(batch, order, { sale: cancelling ? -1 : 0, open: move.to === "shipped" ? 0 : -1 });
    batch.update(
      ref,
      {
        status: next.status,
        timeline: next.timeline,
        updatedAt: at,
        ...(issued ? { invoice: issued.invoice } : {}),
        ...(leavesPlaced && order.holders ? { holders: FieldValue.delete() } : {}),
      },
      { lastUpdateTime: snapshot.updateTime! },
    );
    if (move.staff) {
      recordActivity(batch, firestore, {
        actor: move.staff,
        action: cancelling ? "order.cancel" : "order.status",
        target: { type: "order", id: ref.id, label: `Order ${order.number ?? derivedOrderNumber(ref.id)}` },
        changes: { status: { before: from, after: move.to } },
      });
    }
    mails.moved(batch, ref.id, next, move.to, move.actor === "customer", attachment ? [attachment] : []);
    await batch.commit();
    return { kind: "moved", order: toOrderFromDocument(ref.id, next), productIds: order.productIds };
  }

  return {
    async moveOrder(move: OrderMove): Promise<MoveResult> {
      const result = await retryLostRaces(() => commitMove(move), { forMs: RETRY_MOVE_MS });
      if (result.kind === "moved" && move.to === "cancelled") await shelf.settleFigures(result.productIds ?? []);
      return result;
    },
  };
}
export type OrderMovesRepository = ReturnType<typeof createOrderMovesRepository>;
