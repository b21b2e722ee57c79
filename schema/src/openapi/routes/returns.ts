import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentIdSchema } from "../../id";
import { orderLookupQuerySchema } from "../../order";
import {
  adminReturnSchema,
  lookupReturnRequestInputSchema,
  returnListQuerySchema,
  returnMoveSchema,
  returnRequestInputSchema,
  returnSchema,
} from "../../returns";
import { z } from "../../zod";
import { asAdmin, asShopper, commonErrors, error, forbidden, json, notFound, unauthenticated } from "../responses";

const byId = { path: z.object({ id: documentIdSchema }) };
const signedInErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
const requestRefusals = error(
  "Refused as the order stands: not-delivered, return-window-closed (past the shop's return window from " +
    "delivery), or already-returned (a book already in a return that was not refused).",
);
const lookupErrors = {
  ...commonErrors,
  "404": notFound("order with that number and email"),
  "429": error("Too many order lookups from this client address (the lookup's budget).", { retry: true }),
};

export const returnsPaths: ZodOpenApiPathsObject = {
  "/api/orders/{id}/returns": {
    post: {
      summary: "Ask to return books of a delivered order",
      description:
        "The shopper or guest who placed the order. 400 for a book not in the order, an empty list, a reason " +
        "outside the list or a note over 1,000 characters. Another shopper's order is 404.",
      operationId: "requestReturn",
      security: asShopper,
      requestParams: byId,
      requestBody: { content: { "application/json": { schema: returnRequestInputSchema } } },
      responses: {
        "201": json("The return, requested.", returnSchema),
        ...signedInErrors,
        "404": notFound("order"),
        "409": requestRefusals,
      },
    },
    get: {
      summary: "An order's returns, oldest first",
      operationId: "listOrderReturns",
      security: asShopper,
      requestParams: byId,
      responses: { "200": json("The returns.", z.array(returnSchema)), ...signedInErrors, "404": notFound("order") },
    },
  },
  "/api/orders/lookup/returns": {
    post: {
      summary: "A guest asks to return books through the order lookup (number and email)",
      description: "Counted against the order lookup's budget per client address.",
      operationId: "requestLookupReturn",
      security: [],
      requestBody: { content: { "application/json": { schema: lookupReturnRequestInputSchema } } },
      responses: { "201": json("The return, requested.", returnSchema), ...lookupErrors, "409": requestRefusals },
    },
    get: {
      summary: "An order's returns, for whoever holds its number and email",
      operationId: "listLookupReturns",
      security: [],
      requestParams: { query: orderLookupQuerySchema },
      responses: { "200": json("The returns.", z.array(returnSchema)), ...lookupErrors },
    },
  },
  "/api/admin/returns": {
    get: {
      summary: "Returns, newest first, of one status or all",
      operationId: "listReturns",
      security: asAdmin,
      requestParams: { query: returnListQuerySchema },
      responses: { "200": json("The returns.", z.array(adminReturnSchema)), ...signedInErrors },
    },
  },
  "/api/admin/returns/{id}": {
    patch: {
      summary: "Approve or refuse a return; mark an approved one received with its refund",
      description:
        "Received puts each book's copy back in stock and records the refund in one commit. The refund is at " +
        "most what the shopper paid for the books (their discount share off, added tax on; the delivery when " +
        "every book of the order is back): more is 400; without `amount`, that most.",
      operationId: "moveReturn",
      security: asAdmin,
      requestParams: byId,
      requestBody: { content: { "application/json": { schema: returnMoveSchema } } },
      responses: {
        "200": json("The return, moved.", returnSchema),
        ...signedInErrors,
        "404": notFound("return"),
        "409": error("The return has moved on, or is not there yet (return-moved-on)."),
      },
    },
  },
};
