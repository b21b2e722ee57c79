import { expect } from "vitest";
import { expectApiError, isHostingEncodedSlashAnswer, isPlatformMalformedJsonAnswer } from "./api-errors";
import { FUNCTION_URL } from "@bookstore/testing/emulators";
import { api, type ApiResponse } from "@bookstore/testing/api";

/** Valid bodies of the three JSON endpoints; the bad-input suites break them one way at a time. */
export const VALID_BOOK = {
  title: "Fuzzed",
  author: "Fuzz Author",
  description: "A book that must never be stored",
  category: "fiction",
  oldPrice: 10,
  newPrice: 8,
};
export const validOrder = (email: string) => ({
  name: "Fuzz Shopper",
  email,
  phone: "+351 912 345 678",
  address: { city: "Lisbon", country: "Portugal", state: "Lisboa", zipcode: "1100-148" },
  productIds: ["seed-book-01"],
  totalPrice: "8.00",
});
// Never an existing admin: a refused login may only touch the failed-login counter, never lock out `admin`.
export const VALID_LOGIN = { username: "fuzz-nobody", password: "not-the-password" };

/** The failed-login counter is a legitimate write for a refused admin login; everything else must not change. */
// Throttles count attempts, refused ones among them: the budgets of sign-ins and orders may move.
export const SNAPSHOT_OPTIONS = { exclude: ["adminLoginAttempts", "orderBudgets"] };

export type Auth = "none" | "admin" | "shopper";

export interface BadRequest {
  label: string;
  method: string;
  path: string;
  auth: Auth;
  /** A raw Authorization header instead of `auth`'s token. */
  authorization?: string;
  /** The exact bytes to send (so `__proto__` keys and malformed JSON reach the server as written). */
  rawBody?: string;
  contentType?: string;
  /** Not valid JSON: the Functions platform answers it before the app can (see docs/reliability.md). */
  malformedJson?: boolean;
  /** Sent to the function itself rather than through Hosting. */
  direct?: boolean;
}

const hasEncodedSlash = (path: string) => /%2f/i.test(path.split("?")[0]!);

export interface Credentials {
  admin: string;
  shopper: string;
}

export function send(request: BadRequest, credentials: Credentials): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers["Content-Type"] = request.contentType;
  if (request.authorization !== undefined) headers.Authorization = request.authorization;
  const token = request.auth === "none" ? undefined : credentials[request.auth];
  const baseUrl = request.direct ? FUNCTION_URL : undefined;
  return api(request.path, { method: request.method, rawBody: request.rawBody, headers, token, baseUrl });
}

/** Every bad request gets a 4xx in the API's one JSON error shape (or, for malformed JSON, the platform's 400). */
export function expectRefused(request: BadRequest, res: ApiResponse) {
  if (request.malformedJson && isPlatformMalformedJsonAnswer(res)) return;
  if (!request.direct && hasEncodedSlash(request.path) && isHostingEncodedSlashAnswer(res)) return;
  expect(res.status, `${request.label}: ${res.status} ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expectApiError(res, "4xx");
}

export const json = (value: unknown) => JSON.stringify(value);

/** A JSON object text with an extra own key — including `__proto__`, which an object literal cannot hold. */
export function withKey(base: Record<string, unknown>, key: string, value: unknown): string {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return JSON.stringify(copy);
}

/** Requests whose path Hosting refuses on its own are also sent straight to the function, which must refuse them. */
export const alsoDirect = (requests: BadRequest[]): BadRequest[] =>
  requests.flatMap((r) => (hasEncodedSlash(r.path) ? [r, { ...r, label: `${r.label} (direct)`, direct: true }] : [r]));
