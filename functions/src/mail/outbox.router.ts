import { documentIdSchema, mailListQuerySchema } from "@bookstore/schema";
import { Router } from "express";
import { requirePermission } from "../auth/require-admin";
import { parseQuery, validateParam } from "../lib/validate";
import type { OutboxService } from "./outbox.service";

/** The owner's view of the outbox, mounted at /api/admin/mail. */
export function createOutboxRouter(outbox: OutboxService) {
  const router = Router();
  router.use(requirePermission("mail"));

  // GET /api/admin/mail?state=&cursor=&limit= — the outbox, newest first, with counts by state.
  router.get("/", async (req, res) => {
    res
      .set("Cache-Control", "private, no-store")
      .json(await outbox.listMail(parseQuery(mailListQuerySchema, req.query)));
  });

  // POST /api/admin/mail/:id/retry — a failed mail sent again: 202, the sender takes it up at once.
  router.post("/:id/retry", validateParam("id", documentIdSchema, "mail id"), async (req, res) => {
    res.status(202).json(await outbox.retryMail(req.params.id as string));
  });
  return router;
}
