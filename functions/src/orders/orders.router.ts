import { orderInputSchema } from "@bookstore/schema";
import { Router } from "express";
import { z } from "zod";
import { currentShopper, requireUser } from "../auth/require-user";
import { isDemoProject } from "../lib/env";
import { badRequest } from "../lib/http-error";
import { validateBody } from "../lib/validate";
import * as orders from "./orders.service";

export const ordersRouter = Router();

const idempotencyKeySchema = z.string().min(1).max(128).regex(/^[A-Za-z0-9_.:-]+$/);
// Fault injection for the reliability tests; ignored outside demo- projects.
const FAULT_HEADER = "x-bookstore-fault";
const PAUSE_BEFORE_WRITES_MS = 2_000;
const LATE_COMMIT_MS = 3_000;

// POST /api/orders/ — place a cash-on-delivery order for the signed-in shopper.
ordersRouter.post("/", requireUser, validateBody(orderInputSchema), async (req, res) => {
  const key = req.get("idempotency-key");
  if (key !== undefined && !idempotencyKeySchema.safeParse(key).success) {
    throw badRequest("The Idempotency-Key header is not valid", { "Idempotency-Key": ["1-128 letters, digits or _.:-"] });
  }
  const fault = isDemoProject() ? req.get(FAULT_HEADER) : undefined;
  const { order, replayed } = await orders.placeOrder(currentShopper(res), req.body, {
    idempotencyKey: key,
    failAfterCommit: fault === "after-commit",
    pauseBeforeWritesMs: fault === "pause-before-writes" ? PAUSE_BEFORE_WRITES_MS : undefined,
    commitLateMs: fault === "late-commit" ? LATE_COMMIT_MS : undefined,
  });
  res.status(replayed ? 200 : 201).json(order);
});

// GET /api/orders/email/:email — the signed-in shopper's own orders, newest first.
ordersRouter.get("/email/:email", requireUser, async (req, res) => {
  res.json(await orders.listOrders(currentShopper(res), req.params.email as string));
});
