import { derivedOrderNumber } from "./order-number";
import type { Order, OrderActor, OrderStatus } from "@bookstore/schema";
import { canMoveOrder } from "@bookstore/schema";
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import type { MailAttachment } from "../lib/outbox";
import { recordActivity, type Actor } from "../lib/activity-log";
import { retryLostRaces } from "../lib/lost-races";
import { holdersOf } from "./shopper-holdings";
import type { OrdersRepositoryDeps } from "./orders.repository";
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

/** The invoice shipping issues: its number, claimed by `claim` in the shipping commit. */
export interface IssuedInvoice {
  invoice: StoredInvoice & { seller: InvoiceSeller };
  claim(writes: Writes): void;
}

/** What the moves need of the sales documents: shipping's invoice and its PDF, a refusal's credit note. */
export interface MoveInvoices {
  /** Loads what drawing the PDF needs, before anything is read. */
  prepare(): Promise<void>;
  /** The next number, its counter read with `read`. */
  next(at: Timestamp, read: (ref: DocumentReference) => Promise<DocumentSnapshot>): Promise<IssuedInvoice>;
  attachment(order: Order, seller: InvoiceSeller): Promise<MailAttachment>;
  /** The next credit note's number and seller, claimed by `claim` in the cancelling commit. */
  nextCreditNote(at: Timestamp): Promise<StoredInvoice & { seller: InvoiceSeller; claim(writes: Writes): void }>;
}

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
  { shelf, counters, holdings, mails, pricing }: OrdersRepositoryDeps,
  invoices: MoveInvoices,
) {
  async function commitMove(move: OrderMove): Promise<MoveResult & { productIds?: string[] }> {
    const ref = firestore.collection(ORDERS).doc(move.orderId);
    // The PDF library loads before anything is read: not inside the window a shipment races others in.
    if (move.to === "shipped") await invoices.prepare();
    const snapshot = await ref.get();
    if (!snapshot.exists) return { kind: "not-found" };
    const order = snapshot.data() as OrderDocument;
    if (move.ownerUid !== undefined && order.uid !== move.ownerUid) return { kind: "not-owner" };
    const from = statusOf(order);
    if (!canMoveOrder(from, move.to, move.actor)) return { kind: "illegal", from };

    const cancelling = move.to === "cancelled";
    // A deleted account's order has no shopper left whose counters or limits it moves (decision 018).
    const { uid } = order;
    const [release, customer] = await Promise.all([
      cancelling ? shelf.releaseCopies(order.productIds) : undefined,
      cancelling && uid ? counters.readCustomer(order.email, (customerRef) => customerRef.get()) : undefined,
    ]);

    const at = Timestamp.now();
    // A shipped order refused at the door keeps its invoice, and a credit note cancels it (decision 022): its
    // number is claimed in this commit, so a second cancellation, refused once this one lands, claims none.
    const creditNote = cancelling && order.invoice ? await invoices.nextCreditNote(at) : undefined;
    const credited = creditNote && {
      number: creditNote.number,
      issuedAt: creditNote.issuedAt,
      seller: creditNote.seller,
    };
    const nextOf = (invoice?: StoredInvoice): OrderDocument => ({
      ...order,
      status: move.to,
      timeline: [...timelineOf(order), timelineEntry(move.to, move.by, at)],
      updatedAt: at,
      ...(invoice ? { invoice } : {}),
      ...(credited ? { creditNote: credited } : {}),
    });
    /** Queues the move into `writes`; shipping with the invoice it issues and its PDF for the shipped mail. */
    const queueMove = (writes: Writes, issued?: IssuedInvoice, attachment?: MailAttachment): OrderDocument => {
      const next = nextOf(issued?.invoice);
      issued?.claim(writes);
      creditNote?.claim(writes);
      release?.putBack(writes);
      if (cancelling) pricing.giveBack(writes, order);
      customer?.write(writes, order, -1);
      // Shipping or cancelling a placed order frees what it held of the shopper's limits; the holders' names (a
      // client address's among them) are not kept past that.
      const leavesPlaced = from === "placed";
      if (leavesPlaced) holdings.releaseHoldings(writes, holdersOf(order), order.productIds);
      // Every allowed move leaves placed-or-shipped except shipping; only cancelling undoes a sale.
      counters.countOrder(writes, order, { sale: cancelling ? -1 : 0, open: move.to === "shipped" ? 0 : -1 });
      writes.update(
        ref,
        {
          status: next.status,
          timeline: next.timeline,
          updatedAt: at,
          ...(issued ? { invoice: issued.invoice } : {}),
          ...(credited ? { creditNote: credited } : {}),
          ...(leavesPlaced && order.holders ? { holders: FieldValue.delete() } : {}),
        },
        { lastUpdateTime: snapshot.updateTime! },
      );
      if (move.staff) {
        recordActivity(writes, firestore, {
          actor: move.staff,
          action: cancelling ? "order.cancel" : "order.status",
          target: { type: "order", id: ref.id, label: `Order ${order.number ?? derivedOrderNumber(ref.id)}` },
          changes: { status: { before: from, after: move.to } },
        });
      }
      mails.moved(writes, ref.id, next, move.to, move.actor === "customer", attachment ? [attachment] : []);
      return next;
    };

    const batch = firestore.batch();
    let next: OrderDocument;
    if (move.to === "shipped" && !order.invoice) {
      // Shipping issues the invoice (decision 022): the counter's step is conditioned on the counter as read, so
      // of two shipments that read one number, one loses the race and reads again with its next number.
      const issued = await invoices.next(at, (counterRef) => counterRef.get());
      const invoiced = toOrderFromDocument(ref.id, nextOf(issued.invoice));
      next = queueMove(batch, issued, await invoices.attachment(invoiced, issued.invoice.seller));
    } else {
      next = queueMove(batch);
    }
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
