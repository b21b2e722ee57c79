import { amount } from "./book";
import { documentIdSchema } from "./id";
import { orderLookupQuerySchema } from "./order";
import { REFUND_METHODS, RETURN_LIMITS, RETURN_REASONS, RETURN_STATUSES } from "./return-status";
import { optionalText } from "./text";
import { z } from "./zod";

// Returns and refunds (decision 023): a shopper asks to send books of a delivered order back, staff approve or
// refuse, then mark the books received and record the refund given (cash on delivery: recorded, not sent).

export const returnStatusSchema = z.enum(RETURN_STATUSES, {
  error: `Status must be one of: ${RETURN_STATUSES.join(", ")}`,
});
export const returnReasonSchema = z.enum(RETURN_REASONS, {
  error: `Reason must be one of: ${RETURN_REASONS.join(", ")}`,
});
export const refundMethodSchema = z.enum(REFUND_METHODS, {
  error: `Method must be one of: ${REFUND_METHODS.join(", ")}`,
});

const noteSchema = (field: string) => optionalText(field, RETURN_LIMITS.note).optional();

/** POST /api/orders/:id/returns: which of the order's books come back, and why. */
export const returnRequestInputSchema = z.strictObject({
  bookIds: z
    .array(documentIdSchema, { error: "bookIds must be a list of book ids" })
    .min(1, "Pick at least one book to return")
    .max(100, "Too many books")
    .refine((ids) => new Set(ids).size === ids.length, "A book appears at most once in a return"),
  reason: returnReasonSchema,
  note: noteSchema("Note"),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInputSchema>;

/** POST /api/orders/lookup/returns: a guest asks through the order lookup, with the order's number and email. */
export const lookupReturnRequestInputSchema = returnRequestInputSchema.extend(orderLookupQuerySchema.shape);
export type LookupReturnRequestInput = z.infer<typeof lookupReturnRequestInputSchema>;

/** The refund staff record as the books are received: at most what the shopper paid for them. */
export const refundInputSchema = z.strictObject({
  /** Absent: what the shopper paid for the books (the most it may be). */
  amount: amount("Refund amount", 1_000_000).optional(),
  method: refundMethodSchema,
  note: noteSchema("Refund note"),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** PATCH /api/admin/returns/:id: approve or refuse a request, or mark an approved one received with its refund. */
export const returnMoveSchema = z.discriminatedUnion(
  "status",
  [
    z.strictObject({ status: z.literal("approved"), note: noteSchema("Note") }),
    z.strictObject({ status: z.literal("refused"), note: noteSchema("Note") }),
    z.strictObject({ status: z.literal("received"), refund: refundInputSchema, note: noteSchema("Note") }),
  ],
  { error: "Status must be approved, refused or received (with a refund)" },
);
export type ReturnMove = z.infer<typeof returnMoveSchema>;

export const refundSchema = z.object({
  returnId: z.string(),
  amount: z.number(),
  method: refundMethodSchema,
  note: z.string(),
  at: z.string(),
  /**
   * The credit note issued for it when the order was invoiced (its PDF: GET
   * /api/orders/:id/returns/:returnId/credit-note); null otherwise.
   */
  creditNote: z.object({ number: z.string() }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const returnSchema = z.object({
  id: z.string(),
  /** The order's number with the return's place among its returns: `BK-7Q4M-2XKD-R1`. */
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: returnStatusSchema,
  bookIds: z.array(z.string()),
  items: z.array(z.object({ bookId: z.string(), title: z.string() })),
  reason: returnReasonSchema,
  /** The shopper's note. */
  note: z.string(),
  /** The staff's note on their last move (a refusal's reason). */
  staffNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the books' return gives back at most, in dollars: what the default refund is. */
  refundable: z.number(),
  refund: refundSchema.nullable(),
});
export type Return = z.infer<typeof returnSchema>;

/** GET /api/admin/returns: by status, newest first. */
export const returnListQuerySchema = z.strictObject({ status: returnStatusSchema.optional() });
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;

/** What staff see in the list: the return with its order's shopper. */
export const adminReturnSchema = returnSchema.extend({ customer: z.object({ name: z.string(), email: z.string() }) });
export type AdminReturn = z.infer<typeof adminReturnSchema>;
