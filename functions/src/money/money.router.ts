import {
  deliveryZoneInputSchema,
  discountCodeSchema,
  discountInputSchema,
  discountPatchSchema,
  documentIdSchema,
  shopSettingsInputSchema,
} from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { badRequest } from "../lib/http-error";
import { validateBody, validateParam } from "../lib/validate";
import type { MoneyService } from "./money.service";

const validZoneId = validateParam("id", documentIdSchema, "zone id");

/** The code of the path, as stored (upper-cased); 400 naming `code` for one that cannot be a code. */
function pathCode(raw: unknown): string {
  const parsed = discountCodeSchema.safeParse(raw);
  if (!parsed.success) throw badRequest("The code is not valid", { code: [parsed.error.issues[0]!.message] });
  return parsed.data;
}

/** The shop's settings, delivery zones and discount codes, mounted at /api/admin: the owner's (`settings`). */
export function createMoneyRouter(money: MoneyService) {
  const router = Router();
  const owner = requirePermission("settings");

  // GET /api/admin/settings — the shop's details and how prices are taxed (the defaults until first saved).
  router.get("/settings", owner, async (_req, res) => {
    res.json(await money.getSettings());
  });

  // PUT /api/admin/settings — saves them; 409 settings-changed when they changed since `expectedUpdatedAt`.
  router.put("/settings", owner, validateBody(shopSettingsInputSchema), async (req, res) => {
    res.json(await money.saveSettings(currentActor(res), req.body));
  });

  // GET /api/admin/delivery-zones — every zone with its countries, tax rate and methods, oldest first.
  router.get("/delivery-zones", owner, async (_req, res) => {
    res.json(await money.listZones());
  });

  // POST /api/admin/delivery-zones — a new zone; 400 naming `countries` for a country another zone has.
  router.post("/delivery-zones", owner, validateBody(deliveryZoneInputSchema), async (req, res) => {
    res.status(201).json(await money.createZone(currentActor(res), req.body));
  });

  // PUT /api/admin/delivery-zones/:id — replaces a zone; placed orders keep what they were charged.
  router.put("/delivery-zones/:id", owner, validZoneId, validateBody(deliveryZoneInputSchema), async (req, res) => {
    res.json(await money.updateZone(currentActor(res), req.params.id as string, req.body));
  });

  // DELETE /api/admin/delivery-zones/:id — its countries are delivered no more (or by the rest-of-world zone).
  router.delete("/delivery-zones/:id", owner, validZoneId, async (req, res) => {
    await money.deleteZone(currentActor(res), req.params.id as string);
    res.status(204).end();
  });

  // GET /api/admin/discounts — every code with its terms and uses, newest first. Never a shopper's to read.
  router.get("/discounts", owner, async (_req, res) => {
    res.json(await money.listDiscounts());
  });

  // POST /api/admin/discounts — a new code; 409 discount-exists for one the shop has in any case.
  router.post("/discounts", owner, validateBody(discountInputSchema), async (req, res) => {
    res.status(201).json(await money.createDiscount(currentActor(res), req.body));
  });

  // PATCH /api/admin/discounts/:code — changes some of a code's terms (to end it: `disabled` or `endsAt`).
  router.patch("/discounts/:code", owner, validateBody(discountPatchSchema), async (req, res) => {
    res.json(await money.patchDiscount(currentActor(res), pathCode(req.params.code), req.body));
  });

  return router;
}
