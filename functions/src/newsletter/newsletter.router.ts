import { newsletterSignupSchema } from "@bookstore/schema";
import { Router } from "express";
import { validateBody } from "../lib/validate";
import type { ClientRequest } from "../lib/client-address";
import type { NewsletterService } from "./newsletter.service";

/** POST /api/newsletter, mounted at /api/newsletter. */
export function createNewsletterRouter(newsletter: NewsletterService, clientAddress: (req: ClientRequest) => string) {
  const router = Router();
  // POST /api/newsletter/ — signs an address up once; 201 the first time, 200 after; 429 past a client's budget.
  router.post("/", validateBody(newsletterSignupSchema), async (req, res) => {
    const answer = await newsletter.subscribe(req.body.email as string, clientAddress(req));
    res
      .status(answer.alreadySubscribed ? 200 : 201)
      .set("Cache-Control", "no-store")
      .json(answer);
  });
  return router;
}
