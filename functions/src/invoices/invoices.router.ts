import { documentIdSchema, orderLookupQuerySchema } from "@bookstore/schema";
import { Router, type Request, type Response } from "express";
import { currentViewer, requireAdminOrUser } from "../auth/require-admin-or-user";
import type { ClientRequest } from "../lib/client-address";
import { parseQuery, validateParam } from "../lib/validate";
import type { DocumentAccess, InvoicesService } from "./invoices.service";

type DrawDocument = (access: DocumentAccess, id: string, req: Request) => Promise<{ filename: string; pdf: Buffer }>;

export function createInvoicesRouter(invoices: InvoicesService, clientAddress: (req: ClientRequest) => string) {
  const router = Router();

  /**
   * A sales document of an order: with `email`, for anyone holding the order's number (or id) and email, as the
   * order lookup; otherwise for the shopper who placed it or a member with the order desk.
   */
  function servePdf(path: string, draw: DrawDocument, ...checks: ReturnType<typeof validateParam>[]) {
    // Without `email`, on to the signed-in route: "route" skips this one's checks.
    const byLookup = (req: Request, _res: Response, next: (route?: "route") => void) =>
      next(req.query.email === undefined ? "route" : undefined);
    router.get(path, byLookup, ...checks, async (req, res) => {
      const query = parseQuery(orderLookupQuerySchema, { id: req.params.id, email: req.query.email });
      const { filename, pdf } = await draw({ query, clientAddress: clientAddress(req) }, query.id, req);
      res.set("Cache-Control", "no-store");
      sendPdf(res, filename, pdf);
    });
    router.get(
      path,
      requireAdminOrUser,
      validateParam("id", documentIdSchema, "order id"),
      ...checks,
      async (req, res) => {
        const { filename, pdf } = await draw({ viewer: currentViewer(res) }, req.params.id as string, req);
        sendPdf(res, filename, pdf);
      },
    );
  }

  // GET /api/orders/:id/invoice?email= — the invoice's PDF, once the order has shipped.
  servePdf("/:id/invoice", (access, id) => invoices.invoicePdf(access, id));

  // GET /api/orders/:id/credit-note?email= — the credit note cancelling the invoice of an order refused at the door.
  servePdf("/:id/credit-note", (access, id) => invoices.orderCreditNotePdf(access, id));
  // GET /api/orders/:id/returns/:returnId/credit-note?email= — the credit note of a return's refund.
  servePdf(
    "/:id/returns/:returnId/credit-note",
    (access, id, req) => invoices.creditNotePdf(access, id, req.params.returnId as string),
    validateParam("returnId", documentIdSchema, "return id"),
  );

  return router;
}

function sendPdf(res: Response, filename: string, pdf: Buffer) {
  res.type("application/pdf").set("Content-Disposition", `inline; filename="${filename}"`).send(pdf);
}
