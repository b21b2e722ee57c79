import { canMoveReturn, MONEY_LIMITS, type ReturnMove, type ReturnRequestInput } from "@bookstore/schema";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { recordActivity, type Actor } from "../lib/activity-log";
import type { BookShelf } from "../lib/book-shelf";
import type { Writes } from "../lib/firestore";
import { retryLostRaces } from "../lib/lost-races";
import {
  ORDERS,
  type InvoiceSeller,
  type OrderCountersRepository,
  type OrderDocument,
  type StoredRefund,
} from "../orders";
import { creditNoteOf, deliveredAt, refundableCents, withinWindow } from "./refund";
import { RETURNS, type ReturnDocument } from "./return-document";
import type { ReturnMailsRepository } from "./return-mails.repository";

// Returns as stored, each written in one commit with the order it changes (decision 023). A request claims its
// books on the order in a transaction, so a book is asked back once; a staff move is an optimistic commit
// conditioned on the return and the order as read, so of two "received" one lands and the other reads again and
// is refused: the copies go back and the refund is counted once.

const SETTINGS = "settings";

/** Who asks: the order's account (its uid), or whoever holds its number and email (a guest's lookup). */
export type Claimant = { uid: string } | { email: string };

export type RequestResult =
  | { kind: "requested"; id: string; data: ReturnDocument }
  | { kind: "not-found" }
  | { kind: "not-delivered" }
  | { kind: "window-closed"; days: number }
  | { kind: "not-in-order"; bookIds: string[] }
  | { kind: "already-returned"; bookIds: string[] };

export type MoveResult =
  | { kind: "moved"; id: string; data: ReturnDocument; bookIds: string[] }
  | { kind: "not-found" }
  | { kind: "moved-on"; from: ReturnDocument["status"] }
  | { kind: "too-much"; refundableCents: number };

export interface ReturnsRepositoryDeps {
  shelf: Pick<BookShelf, "releaseCopies" | "settleFigures">;
  counters: Pick<OrderCountersRepository, "countRefund" | "readCustomer">;
  mails: Pick<ReturnMailsRepository, "requested" | "moved">;
  /** The order's number as shoppers read it (its own, or derived from the id for older orders). */
  orderNumber: (id: string, order: OrderDocument) => string;
  /**
   * The credit notes' gapless series (`CN-2026-000001`): the next number, and the write that claims it in the
   * refund's commit (conditioned on the counter as read). Without it, refunds issue none.
   */
  creditNotes?: {
    next(at: Timestamp): Promise<{ number: string; seller: InvoiceSeller; claim(writes: Writes): void }>;
  };
}

/** A move keeps trying after lost races for most of the function's time, as an order's move does. */
const RETRY_MOVE_MS = 20_000;

const owns = (order: OrderDocument, claimant: Claimant) =>
  "uid" in claimant ? order.uid === claimant.uid : order.email === claimant.email.toLowerCase();

export function createReturnsRepository(firestore: Firestore, deps: ReturnsRepositoryDeps) {
  const returns = firestore.collection(RETURNS);
  const orders = firestore.collection(ORDERS);

  /** The shop's return window in days (`settings/shop`), the default until the owner sets one. */
  async function returnWindowDays(): Promise<number> {
    const days = (await firestore.collection(SETTINGS).doc("shop").get()).get("returnWindowDays");
    return typeof days === "number" && Number.isInteger(days) && days >= 0 ? days : MONEY_LIMITS.returnWindowDays;
  }

  async function requestReturn(
    orderId: string,
    claimant: Claimant,
    input: ReturnRequestInput,
    now = new Date(),
  ): Promise<RequestResult> {
    const days = await returnWindowDays();
    return firestore.runTransaction(async (tx): Promise<RequestResult> => {
      const snapshot = await tx.get(orders.doc(orderId));
      const order = snapshot.data() as OrderDocument | undefined;
      if (!order || !owns(order, claimant)) return { kind: "not-found" };
      const delivered = deliveredAt(order);
      if (order.status !== "delivered" || !delivered) return { kind: "not-delivered" };
      if (!withinWindow(delivered, days, now)) return { kind: "window-closed", days };
      const notInOrder = input.bookIds.filter((id) => !order.productIds.includes(id));
      if (notInOrder.length) return { kind: "not-in-order", bookIds: notInOrder };
      const taken = input.bookIds.filter((id) => order.returnedBookIds?.includes(id));
      if (taken.length) return { kind: "already-returned", bookIds: taken };

      const at = Timestamp.fromDate(now);
      const count = (order.returnCount ?? 0) + 1;
      const orderNumber = deps.orderNumber(snapshot.id, order);
      const titles = new Map((order.items ?? []).map((item) => [item.bookId, item.title]));
      const data: ReturnDocument = {
        number: `${orderNumber}-R${count}`,
        orderId: snapshot.id,
        orderNumber,
        uid: order.uid ?? null,
        email: order.email,
        name: order.name,
        guest: order.guest === true,
        status: "requested",
        items: input.bookIds.map((bookId) => ({ bookId, title: titles.get(bookId) ?? bookId })),
        reason: input.reason,
        note: input.note ?? "",
        staffNote: "",
        refundableCents: refundableCents(order, input.bookIds),
        refund: null,
        createdAt: at,
        updatedAt: at,
        timeline: [{ status: "requested", at, by: "customer" }],
      };
      const ref = returns.doc();
      tx.create(ref, data);
      tx.update(snapshot.ref, {
        returnedBookIds: FieldValue.arrayUnion(...input.bookIds),
        returnCount: count,
        updatedAt: at,
      });
      deps.mails.requested(tx, ref.id, data);
      return { kind: "requested", id: ref.id, data };
    });
  }

  async function commitMove(id: string, move: ReturnMove, staff: Actor): Promise<MoveResult> {
    const snapshot = await returns.doc(id).get();
    if (!snapshot.exists) return { kind: "not-found" };
    const before = snapshot.data() as ReturnDocument;
    if (!canMoveReturn(before.status, move.status)) return { kind: "moved-on", from: before.status };
    const orderSnapshot = await orders.doc(before.orderId).get();
    const order = orderSnapshot.data() as OrderDocument;
    const bookIds = before.items.map((item) => item.bookId);

    const at = Timestamp.now();
    const after: ReturnDocument = {
      ...before,
      status: move.status,
      staffNote: move.note ?? "",
      updatedAt: at,
      timeline: [...before.timeline, { status: move.status, at, by: staff.username }],
    };
    const batch = firestore.batch();
    const changes: Record<string, { before: unknown; after: unknown }> = {
      status: { before: before.status, after: move.status },
    };
    if (move.note !== undefined) changes.note = { before: before.staffNote, after: after.staffNote };

    if (move.status === "refused") {
      // A refused return gives its books back to the order: they may be asked for again.
      batch.update(orderSnapshot.ref, { returnedBookIds: FieldValue.arrayRemove(...bookIds), updatedAt: at });
    }
    if (move.status === "received") {
      const most = refundableCents(order, bookIds);
      const amountCents = move.refund.amount === undefined ? most : Math.round(move.refund.amount * 100);
      if (amountCents > most) return { kind: "too-much", refundableCents: most };
      const refund: StoredRefund = {
        returnId: id,
        amountCents,
        method: move.refund.method,
        note: move.refund.note ?? "",
        at,
        by: staff.username,
      };
      // A refund on an invoiced order is documented by a credit note, its number claimed in this commit.
      const creditNote = order.invoice && deps.creditNotes ? await deps.creditNotes.next(at) : undefined;
      if (creditNote) {
        const { number, seller } = creditNote;
        refund.creditNote = { number, seller, ...creditNoteOf(order, bookIds, amountCents) };
        creditNote.claim(batch);
      }
      after.refund = refund;
      after.refundableCents = most;
      const next: OrderDocument = {
        ...order,
        receivedBookIds: [...(order.receivedBookIds ?? []), ...bookIds],
        refunds: [...(order.refunds ?? []), refund],
        refundedCents: (order.refundedCents ?? 0) + amountCents,
      };
      const [release, customer] = await Promise.all([
        deps.shelf.releaseCopies(bookIds),
        order.uid ? deps.counters.readCustomer(order.email, (ref) => ref.get()) : undefined,
      ]);
      release.putBack(batch);
      deps.counters.countRefund(batch, order, next);
      customer?.refund(batch, amountCents);
      batch.update(
        orderSnapshot.ref,
        {
          receivedBookIds: next.receivedBookIds,
          refunds: next.refunds,
          refundedCents: next.refundedCents,
          updatedAt: at,
        },
        { lastUpdateTime: orderSnapshot.updateTime! },
      );
      changes.refund = { before: null, after: `${(amountCents / 100).toFixed(2)} ${refund.method}` };
    }
    batch.update(
      snapshot.ref,
      {
        status: after.status,
        staffNote: after.staffNote,
        updatedAt: at,
        timeline: after.timeline,
        refund: after.refund,
        refundableCents: after.refundableCents,
      },
      { lastUpdateTime: snapshot.updateTime! },
    );
    recordActivity(batch, firestore, {
      actor: staff,
      action:
        move.status === "approved" ? "return.approve" : move.status === "refused" ? "return.refuse" : "return.receive",
      target: { type: "return", id, label: `Return ${before.number}` },
      changes,
    });
    deps.mails.moved(batch, id, after);
    await batch.commit();
    return { kind: "moved", id, data: after, bookIds };
  }

  return {
    requestReturn,

    async moveReturn(id: string, move: ReturnMove, staff: Actor): Promise<MoveResult> {
      const result = await retryLostRaces(() => commitMove(id, move, staff), { forMs: RETRY_MOVE_MS });
      if (result.kind === "moved" && move.status === "received") await deps.shelf.settleFigures(result.bookIds);
      return result;
    },

    /** An order's returns, oldest first; undefined when the order is not the claimant's. */
    async listOrderReturns(orderId: string, claimant: Claimant) {
      const order = (await orders.doc(orderId).get()).data() as OrderDocument | undefined;
      if (!order || !owns(order, claimant)) return undefined;
      const found = await returns.where("orderId", "==", orderId).get();
      return found.docs
        .map((doc) => ({ id: doc.id, data: doc.data() as ReturnDocument }))
        .sort((a, b) => a.data.createdAt.toMillis() - b.data.createdAt.toMillis());
    },

    /** Staff's list, newest first, of one status or all. */
    async listReturns(status: ReturnDocument["status"] | undefined, limit: number) {
      const query = status ? returns.where("status", "==", status) : returns;
      const found = await query.orderBy("createdAt", "desc").limit(limit).get();
      return found.docs.map((doc) => ({ id: doc.id, data: doc.data() as ReturnDocument }));
    },
  };
}
export type ReturnsRepository = ReturnType<typeof createReturnsRepository>;
