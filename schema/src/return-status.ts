// A return's lifecycle, zod-free so the storefront and the dashboard can show the allowed moves without loading
// the validation library. The server checks every staff move against this table (decision 023).

export const RETURN_STATUSES = ["requested", "approved", "refused", "received"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ["damaged", "wrong-book", "changed-mind", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const REFUND_METHODS = ["cash", "bank-transfer", "other"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Requested → approved or refused; approved → received (the books are back and the refund is recorded). */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "refused"],
  approved: ["received"],
  refused: [],
  received: [],
};

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus) => RETURN_MOVES[from].includes(to);

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  refused: "Refused",
  received: "Received",
};

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: "Damaged",
  "wrong-book": "Wrong book",
  "changed-mind": "Changed my mind",
  other: "Other",
};

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  cash: "Cash",
  "bank-transfer": "Bank transfer",
  other: "Other",
};

/** How much of an order came back: none, some of its books, or all of them. */
export const ORDER_RETURN_STATES = ["none", "partly-returned", "returned"] as const;
export type OrderReturnState = (typeof ORDER_RETURN_STATES)[number];

export const ORDER_RETURN_STATE_LABELS: Record<OrderReturnState, string> = {
  none: "",
  "partly-returned": "Partly returned",
  returned: "Returned",
};

export const RETURN_LIMITS = { note: 1_000 } as const;
