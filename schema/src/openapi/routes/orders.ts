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
        "that email (400 naming `email` without it). A signed-in shopper's email is their token's.",
      operationId: "placeOrder",
      security: asShopper,
      requestParams: { header: z.object({ "Idempotency-Key": idempotencyKeySchema.optional() }) },
      requestBody: { content: { "application/json": { schema: orderInputSchema } } },
      responses: {
        "201": json("The order, placed.", orderSchema),
        "200": json("The order placed earlier under the same Idempotency-Key.", orderSchema),
        ...signedInErrors,
        "409": error(
          "Refused as it stands: out-of-stock, price-changed or unknown-books (with `books`), the shopper's " +
            "placed-order-limit, title-copy-limit (counted per account, per order email and, for a guest, per client " +
            "address), or a conflict lost to parallel orders (retry with the same key).",
        ),
        "422": error("The Idempotency-Key was already used for a different order."),
        "429": ordersPerHour,
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
      requestParams: {
        path: z.object({ id: documentIdSchema }),
        query: z.object({ email: orderLookupQuerySchema.shape.email.optional() }),
      },
      responses: {
        "200": {
          description: 'The invoice (`Content-Disposition: inline; filename="INV-2026-000001.pdf"`).',
          content: { "application/pdf": { schema: pdfFile } },
        },
        ...signedInErrors,
        "404": notFound("order, or its invoice (not issued before the order ships)"),
        "429": error("Too many order lookups from this client address (with `email`).", { retry: true }),
      },
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
