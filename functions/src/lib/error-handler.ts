import { fieldErrors, type RefusedBook } from "@bookstore/schema";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "firebase-functions";
import { z } from "zod";
import { firestoreHttpError } from "./firestore-errors";
import { HttpError } from "./http-error";

const body = (code: string, message: string, fields?: Record<string, string[]>, books?: RefusedBook[]) => ({
  error: { code, message, ...(fields ? { fields } : {}), ...(books ? { books } : {}) },
});

// body-parser marks its errors with a `type`; these are the client's fault, never a 500.
const BODY_PARSER_ERRORS: Record<string, [number, string, string]> = {
  "entity.parse.failed": [400, "malformed-json", "The request body is not valid JSON"],
  "entity.too.large": [413, "payload-too-large", "The request body is too large"],
  "encoding.unsupported": [415, "unsupported-encoding", "The request body encoding is not supported"],
  "charset.unsupported": [415, "unsupported-charset", "The request body charset is not supported"],
  "request.aborted": [400, "request-aborted", "The request was aborted"],
  "request.size.invalid": [400, "invalid-request", "The request body size did not match its length"],
};

// Other client errors Express and its parsers raise carry a 4xx `status` (a malformed %-escape in a path
// parameter is the router's 400): the client's fault too, answered in the one shape.
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: "invalid-request",
  404: "not-found",
  413: "payload-too-large",
  415: "unsupported-media-type",
};

function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === "number" && Number.isInteger(code) && code >= 400 && code < 500 ? code : undefined;
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.set("Cache-Control", "no-store");
  res.status(404).json(body("not-found", `No API route for ${req.method} ${req.path}`));
};

/** The one place errors become responses: one JSON shape, the right status, no internals. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (res.headersSent) return;
  // An error answers one request at one moment (a refused token, a busy database): no cache may keep it,
  // even where the route had already marked its answer public.
  res.set("Cache-Control", "no-store");
  const transient = firestoreHttpError(error);
  if (transient) logger.warn("Firestore busy or unreachable", error);
  const err = transient ?? error;
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json(body(err.code, err.message, err.fields, err.books));
    return;
  }
  if (err instanceof z.ZodError) {
    res.status(400).json(body("invalid-request", "The request is not valid", fieldErrors(err)));
    return;
  }
  const parserError = typeof err?.type === "string" ? BODY_PARSER_ERRORS[err.type] : undefined;
  if (parserError) {
    const [status, code, message] = parserError;
    res.status(status).json(body(code, message));
    return;
  }
  const clientStatus = clientErrorStatus(err);
  if (clientStatus) {
    res.status(clientStatus).json(body(CLIENT_ERROR_CODES[clientStatus] ?? "client-error", "The request is not valid"));
    return;
  }
  logger.error("Unhandled API error", err);
  res.status(500).json(body("internal", "Something went wrong on our side. Please try again."));
};
