import { getIdToken } from "@/lib/auth/id-token";
import { apiFetch, apiResponse, type ApiRequest } from "@/lib/api-client";

type CustomerRequest<T> = Omit<ApiRequest<T>, "token" | "admin">;

// Every shopper call sends a fresh Firebase ID token (getIdToken waits for a reload's session restore and lets the
// SDK refresh a token near expiry): said once here instead of at each call.
const asCustomer = async <R extends CustomerRequest<unknown>>(request: R) => ({
  ...request,
  token: await getIdToken(),
});

/** A signed-in shopper's (or guest's) API call answering JSON. */
export const customerFetch = async <T>(path: string, request: CustomerRequest<T> = {}) =>
  apiFetch<T>(path, await asCustomer(request));

/** A shopper's API call whose answer is not JSON, or not read (the data export, the account's deletion). */
export const customerResponse = async (path: string, request: CustomerRequest<unknown> = {}) =>
  apiResponse(path, await asCustomer(request));
