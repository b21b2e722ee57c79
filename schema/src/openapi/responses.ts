import type { ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from "zod-openapi";
import { apiErrorSchema } from "../error";
import { z } from "../zod";

// The building blocks every route's entry is written with (routes/*.ts), so each entry says only what is its own.

export const json = (description: string, schema: z.ZodType): ZodOpenApiResponseObject => ({
  description,
  content: { "application/json": { schema } },
});

export const text = (description: string, mediaType: string): ZodOpenApiResponseObject => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
});

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" as const } },
};

/** An answer in the one error shape; `retry` adds the Retry-After header (429, 503). */
export const error = (description: string, { retry = false } = {}): ZodOpenApiResponseObject => ({
  ...json(description, apiErrorSchema),
  ...(retry ? { headers: retryAfter } : {}),
});

/**
 * The errors every route can answer besides its own: an invalid request, a body too large or of another type, and
 * the server's or the database's failures. Any other status is listed by the route.
 */
export const commonErrors: ZodOpenApiResponsesObject = {
  "400": error("The request is not valid: `fields` names each failing field."),
  "413": error("The body is larger than the route accepts."),
  "415": error("The body is not of the type the route reads (JSON, or CSV for the import)."),
  "500": error("An unexpected failure; nothing was changed that the answer does not say."),
  "503": error("The database is unavailable or too slow; safe to retry later.", { retry: true }),
};

/** 304: a GET revalidated with If-None-Match against the ETag the first answer carried. */
export const notModified: ZodOpenApiResponsesObject = { "304": { description: "Not modified since the ETag sent." } };

export const unauthenticated = error(
  "No credentials, credentials that are not a token at all, or a staff token its member no longer holds (session-ended).",
);
export const forbidden = error(
  "The token is expired or forged (invalid-token), or its member's role is not allowed to do this (forbidden).",
);
export const notFound = (what: string) => error(`No such ${what}.`);

/** The two ways to authenticate: the admin's JWT, and a shopper's Firebase ID token. */
export const securitySchemes = {
  adminToken: {
    type: "http" as const,
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The admin's token from POST /api/auth/admin, valid for an hour.",
  },
  shopperToken: {
    type: "http" as const,
    scheme: "bearer",
    bearerFormat: "Firebase ID token",
    description:
      "A shopper's Firebase Authentication ID token (a guest's anonymous one is accepted by the orders' routes only).",
  },
};

export const asAdmin = [{ adminToken: [] }];
export const asShopper = [{ shopperToken: [] }];
