import { orderInputSchema, z } from "@bookstore/schema";
import { Router } from "express";
import { currentShopper, requireUser } from "../auth/require-user";
import { badRequest } from "../lib/http-error";
import { validateBody } from "../lib/validate";
import type { OrdersService } from "./orders.service";

const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export function createOrdersRouter(orders: OrdersService) {
  const router = Router();

  // POST /api/orders/ — place a cash-on-delivery order for the signed-in shopper.
  router.post("/", requireUser, validateBody(orderInputSchema), async (req, res) => {
    const key = req.get("idempotency-key");
    if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) {
      throw badRequest("The Idempotency-Key header is not valid", {
        "Idempotency-Key": ["1-128 letters, digits or _.:-"],
      });
    }
    const { order, replayed } = await orders.placeOrder(currentShopper(res), req.body, key);
    res.status(replayed ? 200 : 201).json(order);
  });

  // GET /api/orders/email/:email — the signed-in shopper's own orders, newest first.
  router.get("/email/:email", requireUser, async (req, res) => {
    res.json(await orders.listOrders(currentShopper(res), req.params.email as string));
  });

  return router;
}
