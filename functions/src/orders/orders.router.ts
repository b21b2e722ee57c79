import {
  documentIdSchema,
  idempotencyKeySchema,
  orderInputSchema,
  orderListQuerySchema,
  orderLookupQuerySchema,
  orderStatusChangeSchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { currentViewer, requireAdminOrUser } from "../auth/require-admin-or-user";
import { currentCustomer, currentShopper, requireCustomer, requireSignedInShopper } from "../auth/require-user";
import type { ClientRequest } from "../lib/client-address";
import { badRequest } from "../lib/http-error";
import { parseQuery, validateBody, validateParam } from "../lib/validate";
import type { OrdersService } from "./orders.service";

const validId = validateParam("id", documentIdSchema, "order id");

export function createOrdersRouter(orders: OrdersService, clientAddress: (req: ClientRequest) => string) {
  const router = Router();

  // POST /api/orders/ — place a cash-on-delivery order for the signed-in shopper or a guest (who gives an email).
  router.post("/", requireCustomer, validateBody(orderInputSchema), async (req, res) => {
    const key = req.get("idempotency-key");
    if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) {
      throw badRequest("The Idempotency-Key header is not valid", {
        "Idempotency-Key": ["1-128 letters, digits or _.:-"],
      });
    }
    const { order, replayed } = await orders.placeOrder(currentCustomer(res), req.body, key, () => clientAddress(req));
    res.status(replayed ? 200 : 201).json(order);
  });

  // GET /api/orders/?status=&q=&cursor=&limit= — the order desk, newest first.
  router.get("/", requirePermission("orders"), async (req, res) => {
    res.json(await orders.listOrderPage(parseQuery(orderListQuerySchema, req.query)));
  });

  // GET /api/orders/email/:email — the signed-in shopper's own orders, newest first.
  router.get("/email/:email", requireSignedInShopper, async (req, res) => {
    res.json(await orders.listOrders(currentShopper(res), req.params.email as string));
  });

  // GET /api/orders/mine — the signed-in shopper's or guest's own orders, newest first.
  router.get("/mine", requireCustomer, async (_req, res) => {
    res.json(await orders.listOwnOrders(currentCustomer(res)));
  });

  // GET /api/orders/lookup?id=&email= — anyone holding an order's id and email: where it stands, what it holds.
  router.get("/lookup", async (req, res) => {
    const query = parseQuery(orderLookupQuerySchema, req.query);
    res.set("Cache-Control", "no-store").json(await orders.lookupOrder(query, clientAddress(req)));
  });

  // GET /api/orders/:id — one order, for the admin or the shopper who placed it.
  router.get("/:id", requireAdminOrUser, validId, async (req, res) => {
    res.json(await orders.getOrder(currentViewer(res), req.params.id as string));
  });

  // PATCH /api/orders/:id — a member with the order desk moves an order to its next status.
  router.patch(
    "/:id",
    requirePermission("orders"),
    validId,
    validateBody(orderStatusChangeSchema),
    async (req, res) => {
      res.json(await orders.moveOrder(currentActor(res), req.params.id as string, req.body.status));
    },
  );

  // POST /api/orders/:id/cancel — the shopper or guest cancels their own order while it is still placed.
  router.post("/:id/cancel", requireCustomer, validId, async (req, res) => {
    res.json(await orders.cancelOrder(currentCustomer(res), req.params.id as string, () => clientAddress(req)));
  });

  return router;
}
