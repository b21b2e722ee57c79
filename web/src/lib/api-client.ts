import type { ApiErrorBody, RefusedBook } from "@bookstore/schema";
import type { z } from "zod";

/** An error answered by the API (or the network), with the server's code and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** The server's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSeconds?: number,
    /** The books an order was refused for (409 out-of-stock, price-changed or unknown-books). */
    readonly books?: RefusedBook[],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Listener = (error: ApiError) => void;
const adminAuthFailureListeners = new Set<Listener>();

/** Lets the admin feature log out when the API refuses its token (401/403), without the client knowing why. */
export function onAdminAuthFailure(listener: Listener) {
  adminAuthFailureListeners.add(listener);
  return () => adminAuthFailureListeners.delete(listener);
}

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** A file sent as it is, with its content type (the CSV import). */
  file?: { data: Blob; type: string };
  /** Bearer token to send (the admin JWT or a Firebase ID token). */
  token?: string | null;
  /** Marks calls made with the admin token, so a refusal logs the admin out. */
  admin?: boolean;
  headers?: Record<string, string>;
  /**
   * Validates the answer against the shared contract. Reads on the storefront's first-load path leave it out
   * and rely on the contract's types: zod costs ~25 kB gzip there, against a 110 kB first-load budget for the home page.
   */
  schema?: z.ZodType<T>;
  /** Error statuses whose body is still the call's answer (the import's 422 lists the rows it refused). */
  answerStatuses?: number[];
  signal?: AbortSignal;
}

/**
 * Makes an API call and returns its response once it is an answer (2xx, or one of `answerStatuses`); any other
 * status throws an ApiError with what the server said. For answers that are not JSON (a CSV download).
 */
export async function apiResponse(path: string, request: ApiRequest<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.file) headers["Content-Type"] = request.file.type;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? "GET",
      headers,
      body: request.body === undefined ? request.file?.data : JSON.stringify(request.body),
      credentials: "include",
      // The catalog is sent with a short public max-age for CDNs and other clients. The SPA decides freshness
      // itself (React Query), so it always revalidates: an ETag match costs a 304, and an admin's write is
      // never hidden behind the browser's cached copy.
      cache: "no-cache",
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network-error", "The store could not be reached. Check your connection.");
  }
  if (response.ok || request.answerStatuses?.includes(response.status)) return response;

  const payload: unknown = await response.json().catch(() => undefined);
  throw refusal(request, response.status, payload, response.headers.get("Retry-After"));
}

/** The ApiError of a refused call; a refused admin token also signs the admin out. */
export function refusal(
  request: ApiRequest<unknown>,
  status: number,
  payload: unknown,
  retryAfterHeader: string | null,
) {
  const retryAfter = Number(retryAfterHeader) || undefined;
  const error = isApiErrorBody(payload)
    ? new ApiError(
        status,
        payload.error.code,
        payload.error.message,
        payload.error.fields,
        retryAfter,
        payload.error.books,
      )
    : new ApiError(status, "unexpected-response", `Request failed (${status})`, undefined, retryAfter);
  if (request.admin && (status === 401 || status === 403)) {
    adminAuthFailureListeners.forEach((listener) => listener(error));
  }
  return error;
}

export async function apiFetch<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const response = await apiResponse(path, request);
  const payload: unknown = await response.json().catch(() => undefined);
  return request.schema ? request.schema.parse(payload) : (payload as T);
}

function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  const error = (payload as ApiErrorBody | undefined)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}
