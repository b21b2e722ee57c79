import { getIdToken } from "@/lib/auth/id-token";
import { apiFetch, apiResponse, type ApiRequest } from "@/lib/api-client";

type CustomerRequest<T> = Omit<ApiRequest<T>, "token" | "admin">;

// Every shopper call sends the shopper's (or guest's) Firebase ID token, asked for afresh each time (see
// getIdToken): said once here instead of at each call.

/** A shopper's API call answering JSON. */
export const customerFetch = async <T>(path: string, request: CustomerRequest<T> = {}) =>
  apiFetch<T>(path, { ...request, token: await getIdToken() });

/** A shopper's API call whose answer is not JSON, or not read (the data export, the account's deletion). */
export const customerResponse = async (path: string, request: CustomerRequest<unknown> = {}) =>
  apiResponse(path, { ...request, token: await getIdToken() });
