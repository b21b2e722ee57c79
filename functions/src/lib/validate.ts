import { fieldErrors } from "@bookstore/schema";
import type { RequestHandler } from "express";
import type { z } from "zod";
import { badRequest, HttpError } from "./http-error";

/** Replaces req.body with the parsed value, or answers 400 with the failing fields. */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    if (!req.is("application/json")) {
      throw new HttpError(
        415,
        "unsupported-media-type",
        "Send the request body as JSON (Content-Type: application/json)",
      );
    }
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) throw badRequest("The request is not valid", fieldErrors(parsed.error));
    req.body = parsed.data;
    next();
  };
}

/** Validates a route parameter before it reaches Firestore (ids with slashes would address other paths). */
export function validateParam(name: string, schema: z.ZodType<string>, label = name): RequestHandler {
  return (req, _res, next) => {
    const parsed = schema.safeParse(req.params[name]);
    if (!parsed.success)
      throw badRequest(`The ${label} is not valid`, { [name]: [parsed.error.issues[0]?.message ?? "Not valid"] });
    next();
  };
}

/** The parsed query string, or a 400 with the failing parameters. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw badRequest("The query is not valid", fieldErrors(parsed.error));
  return parsed.data;
}
