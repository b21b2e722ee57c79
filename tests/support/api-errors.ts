import { apiErrorSchema } from "@bookstore/schema";
import { expect } from "vitest";
import type { ApiResponse } from "@bookstore/testing/api";

/** Asserts the API's one error shape: a JSON `{error: {code, message, fields?}}` with the given status range. */
export function expectApiError(res: ApiResponse, status: number | "4xx" | "5xx") {
  const context = `${res.status} ${res.headers.get("content-type")} ${res.text.slice(0, 200)}`;
  if (status === "4xx") expect(res.status, context).toBeGreaterThanOrEqual(400);
  if (status === "4xx") expect(res.status, context).toBeLessThan(500);
  if (status === "5xx") expect(res.status, context).toBeGreaterThanOrEqual(500);
  if (typeof status === "number") expect(res.status, context).toBe(status);
  expect(res.headers.get("content-type"), context).toMatch(/^application\/json/);
  expect(apiErrorSchema.safeParse(res.body).success, context).toBe(true);
  expect(res.text, context).not.toMatch(/\bat .+\.(?:js|ts):\d+/);
}

/**
 * The Functions platform (and its emulator) parses `application/json` bodies before the app runs and answers
 * malformed JSON itself with an HTML 400 the app never sees. Accept exactly that, or our own JSON error.
 */
export function isPlatformMalformedJsonAnswer(res: ApiResponse): boolean {
  return res.status === 400 && /^text\/html/.test(res.headers.get("content-type") ?? "");
}

/**
 * The Hosting emulator answers a path with an encoded slash (`%2F`) itself, with an HTML 404, before any
 * rewrite: such requests never reach the function. The bad-input suites send them to the function directly too.
 */
export function isHostingEncodedSlashAnswer(res: ApiResponse): boolean {
  return res.status === 404 && /^text\/html/.test(res.headers.get("content-type") ?? "");
}
