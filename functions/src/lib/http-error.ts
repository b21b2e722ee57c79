import type { RefusedBook } from "@bookstore/schema";

export interface HttpErrorDetails {
  /** Messages per failing field (dotted paths), for forms. */
  fields?: Record<string, string[]>;
  /** The books an order was refused for. */
  books?: RefusedBook[];
  headers?: Record<string, string>;
}

/** Thrown anywhere in a request; the error handler turns it into the one JSON error shape. */
export class HttpError extends Error {
  readonly fields?: Record<string, string[]>;
  readonly books?: RefusedBook[];
  readonly headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    this.name = "HttpError";
    Object.assign(this, details);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, "invalid-request", message, { fields });
export const unauthenticated = (message = "Sign in to continue") => new HttpError(401, "unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not-found", message);
export const conflict = (code: string, message: string, details?: HttpErrorDetails) =>
  new HttpError(409, code, message, details);

/** 429 for a client past its budget of a fixed window, with Retry-After set to the window's end. */
export function tooMany(code: string, message: string, window: { start: number; ms: number }, now: number) {
  const retryAfter = Math.max(1, Math.ceil((window.start + window.ms - now) / 1000));
  return new HttpError(429, code, message, { headers: { "Retry-After": String(retryAfter) } });
}
