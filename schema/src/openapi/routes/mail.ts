import type { ZodOpenApiPathsObject } from "zod-openapi";
import { documentIdSchema } from "../../id";
import { mailListQuerySchema, mailPageSchema, outboxMailSchema } from "../../mail";
import { z } from "../../zod";
import { asAdmin, commonErrors, error, forbidden, json, notFound, unauthenticated } from "../responses";

const adminErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };

/** The shop's outbox, as the owner sees it. */
export const mailPaths: ZodOpenApiPathsObject = {
  "/api/admin/mail": {
    get: {
      summary: "The outbox: every mail the shop queued, newest first, one page, with counts by state",
      operationId: "listMail",
      security: asAdmin,
      requestParams: { query: mailListQuerySchema },
      responses: { "200": json("One page of mail, and the outbox's counts.", mailPageSchema), ...adminErrors },
    },
  },
  "/api/admin/mail/{id}/retry": {
    post: {
      summary: "Send a failed mail again, with five new attempts",
      operationId: "retryMail",
      security: asAdmin,
      requestParams: { path: z.object({ id: documentIdSchema }) },
      responses: {
        "202": json("Marked RETRY: the sweep sends it within a minute.", outboxMailSchema),
        ...adminErrors,
        "404": notFound("mail"),
        "409": error("Only a mail in ERROR is sent again (code `mail-not-failed`)."),
      },
    },
  },
};
