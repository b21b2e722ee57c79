import { getAdminToken } from "@/lib/auth/admin-token";
import { apiFetch, apiResponse, type ApiRequest } from "@/lib/api-client";
import { apiUpload } from "@/lib/api-upload";

type AdminRequest<T> = Omit<ApiRequest<T>, "token" | "admin">;
type AdminUploadRequest<T> = Omit<Parameters<typeof apiUpload<T>>[1], "token" | "admin">;

// Every admin call sends the stored admin token (product §7), and a refusal of it (401/403) signs the admin out
// (onAdminAuthFailure): said once here instead of at each call.
const asAdmin = <R extends AdminRequest<unknown>>(request: R) => ({ ...request, token: getAdminToken(), admin: true });

/** An admin API call answering JSON. */
export const adminFetch = <T>(path: string, request: AdminRequest<T> = {}) => apiFetch<T>(path, asAdmin(request));

/** An admin API call whose answer is not JSON (the CSV export). */
export const adminResponse = (path: string, request: AdminRequest<unknown> = {}) => apiResponse(path, asAdmin(request));

/** An admin upload of a file, with its progress (a book's cover). */
export const adminUpload = <T>(path: string, request: AdminUploadRequest<T>) => apiUpload<T>(path, asAdmin(request));
