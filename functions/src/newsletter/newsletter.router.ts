import { newsletterLinkSchema, newsletterSignupSchema } from "@bookstore/schema";
import { Router } from "express";
import { requirePermission } from "../auth/require-admin";
import type { ClientRequest } from "../lib/client-address";
import { parseQuery, validateBody } from "../lib/validate";
import type { NewsletterService } from "./newsletter.service";

/** The newsletter's public routes, mounted at /api/newsletter. */
export function createNewsletterRouter(
  newsletter: NewsletterService,
  clientAddress: (req: ClientRequest) => string,
  siteUrl: () => string,
) {
  const router = Router();
  // POST /api/newsletter/ — asks the address's owner to confirm; 202 with one answer for every address, new, waiting
  // or confirmed, so the form tells nobody who subscribes; 429 past a client's budget.
  router.post("/", validateBody(newsletterSignupSchema), async (req, res) => {
    await newsletter.subscribe(req.body.email as string, clientAddress(req));
    res.status(202).set("Cache-Control", "no-store").json({ accepted: true });
  });

  // POST /api/newsletter/confirm — the confirmation page's button: {email, token} from the mail's link.
  router.post("/confirm", validateBody(newsletterLinkSchema), async (req, res) => {
    await newsletter.confirm(req.body);
    res.set("Cache-Control", "no-store").json({ confirmed: true });
  });

  // POST /api/newsletter/unsubscribe?email=&token= — RFC 8058's one-click POST (its body, List-Unsubscribe=One-Click,
  // says nothing the address does not), also the unsubscribe page's button. No sign-in: the token is the proof.
  router.post("/unsubscribe", async (req, res) => {
    await newsletter.unsubscribe(parseQuery(newsletterLinkSchema, req.query));
    res.set("Cache-Control", "no-store").json({ unsubscribed: true });
  });

  // GET /api/newsletter/unsubscribe?email=&token= — a reader who opens the header's address: the page with the
  // button. A GET never unsubscribes, since mail scanners open links.
  router.get("/unsubscribe", (req, res) => {
    const link = parseQuery(newsletterLinkSchema, req.query);
    res
      .set("Cache-Control", "no-store")
      .redirect(303, `${siteUrl()}/newsletter/unsubscribe?${new URLSearchParams(link)}`);
  });
  return router;
}

/** GET /api/admin/newsletter, mounted there. */
export function createNewsletterAdminRouter(newsletter: NewsletterService) {
  const router = Router();
  // GET /api/admin/newsletter — the subscriptions by state, for the dashboard.
  router.get("/", requirePermission("mail"), async (_req, res) => {
    res.json(await newsletter.counts());
  });
  return router;
}
