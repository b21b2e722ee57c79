import { accountExportFileName } from "@bookstore/schema";
import { Router } from "express";
import { currentShopper } from "../auth/require-user";
import type { AccountService } from "./account.service";

/** The shopper's account as a whole; mounted at /api/me, behind the signed-in shopper check (app.ts). */
export function createAccountRouter(account: AccountService) {
  const router = Router();

  // GET /api/me/export — everything the store keeps about the shopper, as one JSON file to download.
  router.get("/export", async (_req, res) => {
    const now = new Date();
    const data = await account.exportData(currentShopper(res), now);
    res.set("Content-Disposition", `attachment; filename="${accountExportFileName(now)}"`).json(data);
  });

  // DELETE /api/me — deletes the account after a recent sign-in; its orders stay, no longer tied to it.
  router.delete("/", async (_req, res) => {
    await account.deleteAccount(currentShopper(res));
    res.status(204).end();
  });

  return router;
}
