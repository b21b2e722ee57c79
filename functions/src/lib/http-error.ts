/** Thrown anywhere in a request; the error handler turns it into the one JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, "invalid-request", message, fields);
export const unauthenticated = (message = "Sign in to continue") => new HttpError(401, "unauthenticated", message);
export const forbidden = (message = "You are not allowed to do this") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not-found", message);
