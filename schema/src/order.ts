import { z } from "./zod";
import { ORDER_PAGE } from "./admin-constants";
import { LIMITS, ORDER_LIMITS } from "./constants";
import { amount } from "./book";
import { ORDER_STATUSES } from "./order-status";
import { cursorSchema, documentIdSchema } from "./id";
import { lineText, requiredText as text } from "./text";
import { ORDER_RETURN_STATES, REFUND_METHODS } from "./return-status";
import { chargesSchema, deliveryMethodIdSchema, discountCodeSchema } from "./money";

export const addressSchema = z.strictObject({
  // The checkout form's street address. Optional so clients that send only the four first fields still work.
  street: lineText("Address", ORDER_LIMITS.addressPart).optional(),
  city: lineText("City", ORDER_LIMITS.addressPart),
  country: lineText("Country", ORDER_LIMITS.addressPart),
  state: lineText("State", ORDER_LIMITS.addressPart),
  zipcode: lineText("Zipcode", ORDER_LIMITS.addressPart),
});

/**
 * The order as the SPA sends it (product §3). Neither `email` nor `totalPrice` is trusted: the email comes from
 * the ID token (a guest, signed in anonymously, has none there and must send it: 400 otherwise) and the total is computed on the server from current prices. A `totalPrice` is the total the
 * shopper was shown: the order is placed only at that total (409 price-changed otherwise). Older clients that
 * send none are still served at the current prices.
 */
export const orderInputSchema = z.strictObject({
  name: lineText("Name", ORDER_LIMITS.name),
  email: z.email("Email is not valid").optional(),
  phone: lineText("Phone", ORDER_LIMITS.phone).regex(/^\+?[0-9 ()-]{3,}$/, "Phone must be a phone number"),
  address: addressSchema,
  productIds: z
    .array(documentIdSchema, { error: "productIds must be a list of book ids" })
    .min(1, "The order has no books")
    .max(ORDER_LIMITS.maxItems, `An order holds at most ${ORDER_LIMITS.maxItems} books`)
    .refine((ids) => new Set(ids).size === ids.length, "A book appears at most once in an order"),
  totalPrice: amount("Total price", ORDER_LIMITS.maxItems * LIMITS.maxPrice).optional(),
  /**
   * The saved address the form was filled from: the order marks it used (GET /api/me/addresses lists the last
   * used first) when it ships to that address exactly. Never stored with the order.
   */
  addressId: documentIdSchema.optional(),
  /** The delivery method picked among the address's zone's (the zone's first when absent). */
  deliveryMethod: deliveryMethodIdSchema.optional(),
  /** A discount code as typed. */
  discountCode: discountCodeSchema.optional(),
});
export type OrderInput = z.input<typeof orderInputSchema>;

/** POST /api/orders/quote: what the order would be charged, from the same fields the order will send. */
export const quoteInputSchema = orderInputSchema.pick({
  productIds: true,
  address: true,
  deliveryMethod: true,
  discountCode: true,
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type ValidQuoteInput = z.output<typeof quoteInputSchema>;

/** The Idempotency-Key header of POST /api/orders/: one checkout attempt, retried safely under the same key. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
export type ValidOrderInput = z.output<typeof orderInputSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: "Status must be placed, shipped, delivered or cancelled",
});

/** A book as it was bought: later edits or deletion of the book never rewrite an order. */
export const orderItemSchema = z.object({ bookId: z.string(), title: z.string(), unitPrice: z.number() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * What came back of an order (decision 023): "Returned" or "Partly returned" once books are received, the refunds
 * recorded, and the books already in a return (not refused), which cannot be asked for again.
 */
const orderReturnsShape = {
  returnState: z.enum(ORDER_RETURN_STATES),
  returnedBookIds: z.array(z.string()),
  refunds: z.array(
    z.object({
      returnId: z.string(),
      amount: z.number(),
      method: z.enum(REFUND_METHODS),
      at: z.string(),
      creditNote: z.object({ number: z.string() }).nullable(),
    }),
  ),
};

/** An order's invoice (`INV-2026-000001`) or the credit note cancelling it (`CN-2026-000001`), and when issued. */
export const invoiceRefSchema = z.object({ number: z.string(), issuedAt: z.string() });
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

/** One change of status: when, and who made it (the admin's username, or "customer"). */
export const timelineEntrySchema = z.object({ status: orderStatusSchema, at: z.string(), by: z.string() });
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * The order as read back (product §3, plus its lifecycle). `totalPrice` is the server-computed total in
 * dollars, 2 decimals; `productIds` stays for the spec's 'Products Id' line.
 */
export const orderSchema = z.object({
  _id: z.string(),
  /** The short number shoppers read and type (`BK-7Q4M-2XKD`, order-number.ts); the lookup takes it or `_id`. */
  number: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  totalPrice: z.number(),
  address: z.object({
    street: z.string().optional(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    zipcode: z.string(),
  }),
  productIds: z.array(z.string()),
  status: orderStatusSchema,
  items: z.array(orderItemSchema),
  timeline: z.array(timelineEntrySchema),
  /** What it was charged, as stored when placed. */
  charges: chargesSchema,
  /** Issued when the order ships (a gapless yearly number); the PDF is GET /api/orders/:id/invoice. */
  invoice: invoiceRefSchema.nullable(),
  /**
   * Issued when a shipped order is cancelled (refused at the door): it credits the whole invoice. The PDF is
   * GET /api/orders/:id/credit-note.
   */
  creditNote: invoiceRefSchema.nullable(),
  ...orderReturnsShape,
});
export type Order = z.infer<typeof orderSchema>;

/** PATCH /api/orders/:id: the admin moves an order to its next status. */
export const orderStatusChangeSchema = z.strictObject({ status: orderStatusSchema });

/** GET /api/orders/ (admin): newest first, optionally of one status or matching an order id or email. */
export const orderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  q: text("Search", ORDER_PAGE.maxQuery).trim().min(1, "Search is required").optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE.maxLimit).optional(),
  cursor: cursorSchema.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({ orders: z.array(orderSchema), nextCursor: z.string().nullable() });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** The message a guest's order without an email is refused with, on its `email` field. */
export const GUEST_EMAIL_REQUIRED = "Enter the email address we should send your order to";

/**
 * GET /api/orders/lookup: an order's number (in any case, with or without dashes) or its id, and the email it was
 * placed with, both needed to see it.
 */
export const orderLookupQuerySchema = z.strictObject({
  id: documentIdSchema,
  email: z.email("Enter the email address the order was placed with").max(254, "Email is too long"),
});
export type OrderLookupQuery = z.infer<typeof orderLookupQuerySchema>;

/**
 * What anyone holding an order's id and email sees of it: where it stands and what it holds. Never the
 * address, phone or name, and the timeline without who moved it (an admin's username is no one else's business).
 */
export const orderLookupSchema = z.object({
  _id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  totalPrice: z.number(),
  items: z.array(orderItemSchema),
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  charges: chargesSchema,
  invoice: invoiceRefSchema.nullable(),
  creditNote: invoiceRefSchema.nullable(),
  ...orderReturnsShape,
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;
