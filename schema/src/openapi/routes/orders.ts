import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentIdSchema } from "../../id";
import {
  idempotencyKeySchema,
  orderInputSchema,
  orderListQuerySchema,
  orderLookupQuerySchema,
  orderLookupSchema,
  orderPageSchema,
  orderSchema,
  orderStatusChangeSchema,
} from "../../order";
import { z } from "../../zod";
import { asAdmin, asShopper, commonErrors, error, forbidden, json, notFound, unauthenticated } from "../responses";

const pdfFile = z.string().meta({ format: "binary" });

const orderId = { path: z.object({ id: documentIdSchema }) };
const signedInErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
/** A sales document's `email`: read as the order lookup reads the order, and counted against its budget. */
const byLookup = z.object({ email: orderLookupQuerySchema.shape.email.optional() });
/** What a sales document's route answers: its PDF, named by its number, or why not. */
const salesDocumentAnswers = (what: string, example: string, missing: string) => ({
  "200": {
    description: `${what} (\`Content-Disposition: inline; filename="${example}.pdf"\`).`,
    content: { "application/pdf": { schema: pdfFile } },
  },
  ...signedInErrors,
  "404": notFound(missing),
  "429": error("Too many order lookups from this client address (with `email`).", { retry: true }),
});

/** Placements and cancellations per rolling hour, per account, order email and a guest's client address. */
const ordersPerHour = error(
  "too-many-orders: the account, the order email or (a guest's) client address placed and cancelled too many " +
    "orders in the last hour; Retry-After says when one more may go.",
  { retry: true },
);

export const ordersPaths: ZodOpenApiPathsObject = {
  "/api/orders": {
    post: {
      summary: "Place a cash-on-delivery order for the signed-in shopper or a guest",
      description:
        "A guest (an anonymous Firebase user) must send `email`: the order is placed under the guest's uid with " +
        "that email (400 naming `email` without it). A signed-in shopper's email is their token's. Charged as " +
        "POST /api/orders/quote answers for the same fields (delivery, tax, discount code), placed only at the " +
        "`totalPrice` shown; the order keeps its charges.",
      operationId: "placeOrder",
      security: asShopper,
      requestParams: { header: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }) },
      requestBody: { content: { "application/json": { schema: orderInputSchema } } },
      responses: {
        "201": json("The order, placed.", orderSchema),
        "200": json("The order placed earlier under the same Idempotency-Key.", orderSchema),
        ...signedInErrors,
        "400": error(
          "The request is not valid: `fields` names each failing field (`address.country`, `deliveryMethod`, …).",
        ),
        "409": error(
          "Refused as it stands: out-of-stock, price-changed (a price, rate, tax or code changed) or unknown-books " +
            "(with `books`), the code's discount-used-up or discount-already-used, the shopper's " +
            "placed-order-limit, title-copy-limit (counted per account, per order email and, for a guest, per client " +
            "address), or a conflict lost to parallel orders (retry with the same key).",
        ),
        "422": error(
          "The Idempotency-Key was already used for a different order; no-delivery to the address's country; the " +
            "code's discount-unknown, discount-expired, discount-not-started or discount-minimum.",
        ),
        "429": error(
          "Too many orders from this account or client address in the last hour, or too many unknown discount codes " +
            "from this client address (too-many-codes).",
          { retry: true },
        ),
        "503": error("The order's outcome is unknown: retry with the same Idempotency-Key.", { retry: true }),
      },
    },
    get: {
      summary: "The order desk: every order, newest first, one page",
      operationId: "listOrders",
      security: asAdmin,
      requestParams: { query: orderListQuerySchema },
      responses: { "200": json("One page of orders.", orderPageSchema), ...signedInErrors },
    },
  },
  "/api/orders/email/{email}": {
    get: {
      summary: "The signed-in shopper's own orders, newest first",
      description:
        "Every order placed with the address once the token says it is verified (`email_verified`); before, only " +
        "those the account placed itself. A guest is refused with 403 `guest-not-allowed`: they list theirs with " +
        "GET /api/orders/mine.",
      operationId: "listMyOrders",
      security: asShopper,
      requestParams: { path: z.object({ email: z.string() }) },
      responses: { "200": json("The shopper's orders.", z.array(orderSchema)), ...signedInErrors },
    },
  },
  "/api/orders/mine": {
    get: {
      summary: "The orders of the signed-in shopper or guest, newest first",
      description:
        "The orders placed under the token's uid (a guest's, kept when the guest creates an account), and for a " +
        "signed-in shopper whose token says the address is verified (`email_verified`) those placed with it.",
      operationId: "listOwnOrders",
      security: asShopper,
      responses: { "200": json("The orders.", z.array(orderSchema)), ...signedInErrors },
    },
  },
  "/api/orders/lookup": {
    get: {
      summary: "One order's status, timeline and items, for anyone holding its number (or id) and email",
      description:
        "`id` is the order's number (`BK-7Q4M-2XKD`, in any case, with or without dashes) or its id. " +
        "No address, phone or name. A wrong number, a wrong email or both answer the same 404; lookups are counted " +
        "per client address (429 past the budget).",
      operationId: "lookUpOrder",
      security: [],
      requestParams: { query: orderLookupQuerySchema },
      responses: {
        "200": json("Where the order stands.", orderLookupSchema),
        ...commonErrors,
        "404": notFound("order with that id and email"),
        "429": error("Too many order lookups from this client address.", { retry: true }),
      },
    },
  },
  "/api/orders/{id}": {
    get: {
      summary: "One order, for the admin or the shopper who placed it",
      operationId: "getOrder",
      security: [...asAdmin, ...asShopper],
      requestParams: orderId,
      responses: { "200": json("The order.", orderSchema), ...signedInErrors, "404": notFound("order") },
    },
    patch: {
      summary: "Move an order to its next status",
      operationId: "moveOrder",
      security: asAdmin,
      requestParams: orderId,
      requestBody: { content: { "application/json": { schema: orderStatusChangeSchema } } },
      responses: {
        "200": json("The order, moved.", orderSchema),
        ...signedInErrors,
        "404": notFound("order"),
        "409": error("The move is not allowed from the order's status (illegal-transition)."),
      },
    },
  },
  "/api/orders/{id}/invoice": {
    get: {
      summary: "The order's invoice as a PDF, once the order has shipped",
      description:
        "For the shopper who placed the order or a member with the order desk (a bearer token); or, with `email`, " +
        "for anyone holding the order's number (or id) and email, as the order lookup: counted against the same " +
        "per-client budget (429 past it), a wrong number or email the same 404. 404 also until the order ships " +
        "and its invoice is issued.",
      operationId: "getInvoice",
      security: [...asAdmin, ...asShopper, {}],
      requestParams: { path: z.object({ id: documentIdSchema }), query: byLookup },
      responses: salesDocumentAnswers(
        "The invoice",
        "INV-2026-000001",
        "order, or its invoice (not issued before the order ships)",
      ),
    },
  },
  "/api/orders/{id}/credit-note": {
    get: {
      summary: "The credit note cancelling the invoice of a shipped order refused at the door, as a PDF",
      description:
        "Cancelling a shipped order (refused at the door) issues a credit note of the credit notes' gapless yearly " +
        "series (`CN-2026-000001`) that credits the whole invoice and refers to it. Read as the order's invoice " +
        "is: by the shopper who placed the order or a member with the order desk (a bearer token), or with " +
        "`email` by anyone holding the order's number (or id) and email, counted against the order lookup's " +
        "budget. 404 for an order that has none: not cancelled after it shipped.",
      operationId: "getOrderCreditNote",
      security: [...asAdmin, ...asShopper, {}],
      requestParams: { path: z.object({ id: documentIdSchema }), query: byLookup },
      responses: salesDocumentAnswers(
        "The credit note",
        "CN-2026-000001",
        "order, or its credit note (issued only when a shipped order is cancelled)",
      ),
    },
  },
  "/api/orders/{id}/returns/{returnId}/credit-note": {
    get: {
      summary: "The credit note of a return's refund as a PDF",
      description:
        "A refund on an invoiced order issues a credit note of its own gapless yearly series (`CN-2026-000001`), " +
        "referring to the invoice. Read as the order's invoice is: by the shopper who placed the order or a member " +
        "with the order desk (a bearer token), or with `email` by anyone holding the order's number (or id) and " +
        "email, counted against the order lookup's budget. 404 when the return's refund issued none: not refunded " +
        "yet, or the order had no invoice.",
      operationId: "getCreditNote",
      security: [...asAdmin, ...asShopper, {}],
      requestParams: { path: z.object({ id: documentIdSchema, returnId: documentIdSchema }), query: byLookup },
      responses: salesDocumentAnswers(
        "The credit note",
        "CN-2026-000001",
        "order, or a credit note of the return's refund",
      ),
    },
  },
  "/api/orders/{id}/cancel": {
    post: {
      summary: "Cancel the shopper's own order while it is still placed",
      operationId: "cancelOrder",
      security: asShopper,
      requestParams: orderId,
      responses: {
        "200": json("The order, cancelled.", orderSchema),
        ...signedInErrors,
        "404": notFound("order"),
        "409": error("The order is no longer placed (illegal-transition)."),
        "429": ordersPerHour,
      },
    },
  },
};
