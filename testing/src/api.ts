import { checkAgainstContract } from "./contract";
import { HOSTING_URL } from "./emulators";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiRequest {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is: files, and malformed bodies. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  token?: string;
  headers?: Record<string, string>;
  /** HOSTING_URL unless given, e.g. FUNCTION_URL. */
  baseUrl?: string;
}

/**
 * A request through the Hosting rewrite, exactly as the SPA makes it (or to `baseUrl`). The answer must be one
 * the published OpenAPI document describes (contract.ts): anything else fails the test that received it.
 */
export async function api<T = any>(path: string, init: ApiRequest = {}): Promise<ApiResponse<T>> {
  // A new connection per request: fetch reuses idle keep-alive sockets, and on a slow machine it can pick one the
  // Hosting emulator is closing at that moment ("other side closed"), a client race rather than an API answer.
  const headers: Record<string, string> = { Connection: "close", ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${init.baseUrl ?? HOSTING_URL}${path}`, {
    method: init.method ?? "GET",
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  checkAgainstContract({
    method: init.method ?? "GET",
    path,
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: parsed,
    text,
  });
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** The body of a 2xx answer; any other status throws with what the API said. */
export async function apiOk<T>(path: string, init?: ApiRequest): Promise<T> {
  const response = await api<T>(path, init);
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  return response.body;
}
