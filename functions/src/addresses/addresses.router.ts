import { documentIdSchema, savedAddressInputSchema } from "@bookstore/schema";
import { Router } from "express";
import { currentShopper } from "../auth/require-user";
import { validateBody, validateParam } from "../lib/validate";
import type { AddressesService } from "./addresses.service";

const validId = validateParam("id", documentIdSchema, "address id");

/** The signed-in shopper's saved addresses, mounted at /api/me/addresses behind the shopper check (app.ts). */
export function createAddressesRouter(addresses: AddressesService) {
  const router = Router();

  // GET /api/me/addresses — every saved address, the last used first.
  router.get("/", async (_req, res) => {
    res.json(await addresses.list(currentShopper(res)));
  });

  // PUT /api/me/addresses/:id — save an address under the client's id: 201 new, 200 replaced; 409 past the limit.
  router.put("/:id", validId, validateBody(savedAddressInputSchema), async (req, res) => {
    const { address, created } = await addresses.save(currentShopper(res), req.params.id as string, req.body);
    res.status(created ? 201 : 200).json(address);
  });

  // DELETE /api/me/addresses/:id — 204 whether or not it was saved.
  router.delete("/:id", validId, async (req, res) => {
    await addresses.remove(currentShopper(res), req.params.id as string);
    res.status(204).end();
  });

  return router;
}
