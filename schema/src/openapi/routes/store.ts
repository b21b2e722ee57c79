import type { ZodOpenApiPathsObject } from "zod-openapi";
import { adminLoginSchema, adminStatsSchema } from "../../admin";
import { adminSessionSchema } from "../../staff";
import {
  newsletterAnswerSchema,
  newsletterConfirmedSchema,
  newsletterCountsSchema,
  newsletterLinkSchema,
  newsletterSignupSchema,
  newsletterUnsubscribedSchema,
} from "../../newsletter";
import { z } from "../../zod";
import {
  asAdmin,
  commonErrors,
  error,
  forbidden,
  json,
  notFound,
  notModified,
  text,
  unauthenticated,
} from "../responses";

const tooMany = (what: string) => error(`Too many ${what} from this client address.`, { retry: true });

/** A page the function renders (decision 011): HTML, or a 301 to the page's own address. */
const renderedPage = (operationId: string, summary: string, param: string, what: string) => ({
  get: {
    summary,
    operationId,
    security: [],
    requestParams: { path: z.object({ [param]: z.string() }) },
    responses: {
      "200": text("The page.", "text/html"),
      "301": { description: `The ${what}'s page under its current address.` },
      ...notModified,
      "404": text(`The store's page for a missing ${what}.`, "text/html"),
      "500": error("An unexpected failure."),
      "503": error("The database is unavailable or too slow.", { retry: true }),
    },
  },
});

/** Sign-in, the dashboard's figures, the newsletter, and the pages and sitemap the function renders. */
export const storePaths: ZodOpenApiPathsObject = {
  "/api/auth/admin": {
    post: {
      summary: "Sign a staff member in: username and password for a one-hour token and the member's role",
      operationId: "signInAdmin",
      security: [],
      requestBody: { content: { "application/json": { schema: adminLoginSchema } } },
      responses: {
        "200": json("The token, when it expires, and who it belongs to.", adminSessionSchema),
        ...commonErrors,
        "401": error("Wrong username or password, or a member who has not set a password yet."),
        "403": error("The right password for a disabled member (account-disabled)."),
        "429": tooMany("failed sign-ins"),
      },
    },
  },
  "/api/admin": {
    get: {
      summary: "The owner's dashboard's sales figures",
      operationId: "getAdminStats",
      security: asAdmin,
      responses: {
        "200": json("The figures.", adminStatsSchema),
        ...commonErrors,
        "401": unauthenticated,
        "403": forbidden,
      },
    },
  },
  "/api/admin/newsletter": {
    get: {
      summary: "The newsletter's subscriptions by state",
      operationId: "getNewsletterCounts",
      security: asAdmin,
      responses: {
        "200": json(
          "Confirmed (the newsletter's readers), pending (not yet confirmed) and unsubscribed addresses.",
          newsletterCountsSchema,
        ),
        ...commonErrors,
        "401": unauthenticated,
        "403": forbidden,
      },
    },
  },
  "/api/newsletter": {
    post: {
      summary: "Ask for the newsletter: the address's owner gets a mail to confirm it",
      description:
        "The same answer for a new, a waiting and a confirmed address. At most one confirmation mail per address " +
        "in 10 minutes, however often it is sent; only a confirmed address receives the newsletter.",
      operationId: "signUpForNewsletter",
      security: [],
      requestBody: { content: { "application/json": { schema: newsletterSignupSchema } } },
      responses: {
        "202": json(
          "Accepted: a confirmation mail is on its way unless the address is confirmed or was mailed lately.",
          newsletterAnswerSchema,
        ),
        ...commonErrors,
        "429": tooMany("sign-ups"),
      },
    },
  },
  "/api/newsletter/confirm": {
    post: {
      summary: "Confirm a newsletter subscription with the confirmation mail's link",
      description: "Queues the welcome mail once. Confirming a confirmed address again changes nothing.",
      operationId: "confirmNewsletter",
      security: [],
      requestBody: { content: { "application/json": { schema: newsletterLinkSchema } } },
      responses: {
        "200": json("Confirmed.", newsletterConfirmedSchema),
        ...commonErrors,
        "403": error("The token is not this address's confirmation token."),
        "409": error("The address is not waiting for a confirmation (unsubscribed, or never signed up)."),
        "410": error("The link is older than the 7 days a confirmation link works: signing up again sends a new one."),
      },
    },
  },
  "/api/newsletter/unsubscribe": {
    get: {
      summary: "The List-Unsubscribe address opened in a browser: leads to the page whose button unsubscribes",
      operationId: "openNewsletterUnsubscribe",
      security: [],
      requestParams: { query: newsletterLinkSchema },
      responses: {
        "303": { description: "To the store's unsubscribe page, with the same address and token." },
        ...commonErrors,
      },
    },
    post: {
      summary: "One-click unsubscription (RFC 8058), without signing in",
      description:
        "The address mail clients POST `List-Unsubscribe=One-Click` to (`application/x-www-form-urlencoded`); the " +
        "unsubscribe page's button posts to it too. The body is not needed: the token in the address is the proof.",
      operationId: "unsubscribeFromNewsletter",
      security: [],
      requestParams: { query: newsletterLinkSchema },
      responses: {
        "200": json("Unsubscribed (also when the address had no subscription).", newsletterUnsubscribedSchema),
        ...commonErrors,
        "403": error("The token is not this address's unsubscribe token."),
      },
    },
  },
  "/api/openapi.json": {
    get: {
      summary: "This document",
      operationId: "getOpenApiDocument",
      security: [],
      responses: { "200": json("The API's OpenAPI document.", z.looseObject({ openapi: z.string() })) },
    },
  },
  "/books/{id}": renderedPage("getBookPage", "A book's page, its content in the first HTML", "id", "book"),
  "/authors/{slug}": renderedPage("getAuthorPage", "An author's page with their books", "slug", "author"),
  "/sitemap.xml": {
    get: {
      summary: "The sitemap: the home page and every book's page",
      operationId: "getSitemap",
      security: [],
      responses: {
        "200": text("The sitemap, or an index of its parts past 50,000 addresses.", "application/xml"),
        ...notModified,
        "500": error("An unexpected failure."),
        "503": error("The database is unavailable or too slow.", { retry: true }),
      },
    },
  },
  "/sitemap-{part}.xml": {
    get: {
      summary: "One part of a sitemap index",
      operationId: "getSitemapPart",
      security: [],
      requestParams: { path: z.object({ part: z.string().regex(/^[1-9]\d{0,5}$/) }) },
      responses: {
        "200": text("The part.", "application/xml"),
        ...notModified,
        "404": notFound("part"),
        "500": error("An unexpected failure."),
        "503": error("The database is unavailable or too slow.", { retry: true }),
      },
    },
  },
};
