import type { Return, ReturnReason, ReturnStatus } from "@bookstore/schema";
import type { Timestamp } from "firebase-admin/firestore";
import type { StoredRefund } from "../orders";

export const RETURNS = "returns";

/** A return as stored: the order's books asked back, the decision and, once received, the refund. */
export interface ReturnDocument {
  number: string;
  orderId: string;
  orderNumber: string;
  /** The order's account, so a shopper's list reads only theirs. */
  uid: string | null;
  email: string;
  name: string;
  guest: boolean;
  status: ReturnStatus;
  items: { bookId: string; title: string }[];
  reason: ReturnReason;
  note: string;
  staffNote: string;
  /** The most its refund may be, computed as it was asked (every refund recomputes it from the order). */
  refundableCents: number;
  refund: StoredRefund | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  timeline: { status: ReturnStatus; at: Timestamp; by: string }[];
}

export const toReturn = (id: string, data: ReturnDocument): Return => ({
  id,
  number: data.number,
  orderId: data.orderId,
  orderNumber: data.orderNumber,
  status: data.status,
  bookIds: data.items.map((item) => item.bookId),
  items: data.items,
  reason: data.reason,
  note: data.note,
  staffNote: data.staffNote,
  createdAt: data.createdAt.toDate().toISOString(),
  updatedAt: data.updatedAt.toDate().toISOString(),
  refundable: data.refundableCents / 100,
  refund: data.refund && {
    returnId: id,
    amount: data.refund.amountCents / 100,
    method: data.refund.method,
    note: data.refund.note,
    at: data.refund.at.toDate().toISOString(),
    creditNote: data.refund.creditNote ? { number: data.refund.creditNote.number } : null,
  },
});
