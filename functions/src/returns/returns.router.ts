import {
  documentIdSchema,
  lookupReturnRequestInputSchema,
  orderLookupQuerySchema,
  returnListQuerySchema,
  returnMoveSchema,
  returnRequestInputSchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { currentCustomer, requireCustomer } from "../auth/require-user";
import type { ClientRequest } from "../lib/client-address";
import { parseQuery, validateBody, validateParam } from "../lib/validate";
import type { ReturnsService } from "./returns.service";

/** The shopper's side, under /api/orders. */
export function createOrderReturnsRouter(returns: ReturnsService, clientAddress: (req: ClientRequest) => string) {
  const router = Router();
  const validId = validateParam("id", documentIdSchema, "order id");

  // POST /api/orders/lookup/returns — a guest asks to return books with the order's number and email.
  router.post("/lookup/returns", validateBody(lookupReturnRequestInputSchema), async (req, res) => {
    res
      .set("Cache-Control", "no-store")
      .status(201)
      .json(await returns.requestLookupReturn(req.body, clientAddress(req)));
  });

  // GET /api/orders/lookup/returns?id=&email= — an order's returns, for whoever holds its number and email.
  router.get("/lookup/returns", async (req, res) => {
    const query = parseQuery(orderLookupQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(await returns.listLookupReturns(query, clientAddress(req)));
  });

  // POST /api/orders/:id/returns — the shopper or guest who placed a delivered order asks to return books of it.
  router.post("/:id/returns", requireCustomer, validId, validateBody(returnRequestInputSchema), async (req, res) => {
    res.status(201).json(await returns.requestReturn(currentCustomer(res), req.params.id as string, req.body));
  });

  // GET /api/orders/:id/returns — the order's returns, oldest first, for the shopper or guest who placed it.
  router.get("/:id/returns", requireCustomer, validId, async (req, res) => {
    res.json(await returns.listOrderReturns(currentCustomer(res), req.params.id as string));
  });

  return router;
}

/** Staff's side, under /api/admin/returns. */
export function createAdminReturnsRouter(returns: ReturnsService) {
  const router = Router();
  router.use(requirePermission("returns"));

  // GET /api/admin/returns?status= — returns newest first, of one status or all.
  router.get("/", async (req, res) => {
    res.json(await returns.listReturns(parseQuery(returnListQuerySchema, req.query)));
  });

  // PATCH /api/admin/returns/:id — approve or refuse a request; mark an approved one received with its refund.
  router.patch(
    "/:id",
    validateParam("id", documentIdSchema, "return id"),
    validateBody(returnMoveSchema),
    async (req, res) => {
      res.json(await returns.moveReturn(currentActor(res), req.params.id as string, req.body));
    },
  );

  return router;
}
