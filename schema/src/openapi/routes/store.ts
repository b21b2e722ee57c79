import type { ZodOpenApiPathsObject } from "zod-openapi";
import { adminLoginSchema, adminStatsSchema, adminTokenSchema } from "../../admin";
import { newsletterAnswerSchema, newsletterSignupSchema } from "../../newsletter";
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

/** Sign-in, the dashboard's figures, the newsletter, and the pages and sitemap the function renders. */
export const storePaths: ZodOpenApiPathsObject = {
  "/api/auth/admin": {
    post: {
      summary: "Sign the admin in: username and password for a one-hour token",
      operationId: "signInAdmin",
      security: [],
      requestBody: { content: { "application/json": { schema: adminLoginSchema } } },
      responses: {
        "200": json("The admin's token.", adminTokenSchema),
        ...commonErrors,
        "401": error("Wrong username or password."),
        "429": tooMany("failed sign-ins"),
      },
    },
  },
  "/api/admin": {
    get: {
      summary: "The admin dashboard's sales figures",
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
  "/api/newsletter": {
    post: {
      summary: "Sign an address up for the newsletter, once",
      operationId: "signUpForNewsletter",
      security: [],
      requestBody: { content: { "application/json": { schema: newsletterSignupSchema } } },
      responses: {
        "201": json("Signed up.", newsletterAnswerSchema),
        "200": json("Already signed up.", newsletterAnswerSchema),
        ...commonErrors,
        "429": tooMany("sign-ups"),
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
  "/books/{id}": {
    get: {
      summary: "A book's page, its content in the first HTML",
      operationId: "getBookPage",
      security: [],
      requestParams: { path: z.object({ id: z.string() }) },
      responses: {
        "200": text("The page.", "text/html"),
        "301": { description: "The book's page under its current address." },
        ...notModified,
        "404": text("The store's page for a missing book.", "text/html"),
        "500": error("An unexpected failure."),
        "503": error("The database is unavailable or too slow.", { retry: true }),
      },
    },
  },
  "/authors/{slug}": {
    get: {
      summary: "An author's page with their books",
      operationId: "getAuthorPage",
      security: [],
      requestParams: { path: z.object({ slug: z.string() }) },
      responses: {
        "200": text("The page.", "text/html"),
        "301": { description: "The author's page under its current address." },
        ...notModified,
        "404": text("The store's page for a missing author.", "text/html"),
        "500": error("An unexpected failure."),
        "503": error("The database is unavailable or too slow.", { retry: true }),
      },
    },
  },
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
