import { documentIdSchema, orderLookupQuerySchema } from "@bookstore/schema";
import { Router } from "express";
import { currentViewer, requireAdminOrUser } from "../auth/require-admin-or-user";
import type { ClientRequest } from "../lib/client-address";
import { parseQuery, validateParam } from "../lib/validate";
import type { InvoicesService } from "./invoices.service";

export function createInvoicesRouter(invoices: InvoicesService, clientAddress: (req: ClientRequest) => string) {
  const router = Router();

  // GET /api/orders/:id/invoice?email= — the invoice's PDF: with `email`, for anyone holding the order's number
  // (or id) and email, as the order lookup; otherwise for the shopper who placed it or a member with the order desk.
  router.get("/:id/invoice", async (req, res, next) => {
    if (req.query.email === undefined) return next();
    const query = parseQuery(orderLookupQuerySchema, { id: req.params.id, email: req.query.email });
    const { filename, pdf } = await invoices.invoicePdf({ query, clientAddress: clientAddress(req) }, query.id);
    res.set("Cache-Control", "no-store");
    sendPdf(res, filename, pdf);
  });
  router.get(
    "/:id/invoice",
    requireAdminOrUser,
    validateParam("id", documentIdSchema, "order id"),
    async (req, res) => {
      const { filename, pdf } = await invoices.invoicePdf({ viewer: currentViewer(res) }, req.params.id as string);
      sendPdf(res, filename, pdf);
    },
  );

  return router;
}

function sendPdf(res: import("express").Response, filename: string, pdf: Buffer) {
  res.type("application/pdf").set("Content-Disposition", `inline; filename="${filename}"`).send(pdf);
}
