import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-bookstore";
export const HOSTING_URL = "http://127.0.0.1:5000";
/** The function itself, bypassing Hosting (for what the Hosting emulator's proxy does not pass on). */
export const FUNCTION_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const FIRESTORE_URL = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080"}`;
const SEED_SCRIPT = fileURLToPath(new URL("../../functions/lib/seed.js", import.meta.url));

export const ADMIN = { username: "admin", password: "admin123" };

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A request through the Hosting rewrite, exactly as the SPA makes it (or to `baseUrl`, e.g. FUNCTION_URL). */
export async function api<T = any>(
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string>; baseUrl?: string } = {},
): Promise<ApiResponse<T>> {
  // A new connection per request: fetch reuses idle keep-alive sockets, and on a slow machine it can pick one the
  // Hosting emulator is closing at that moment ("other side closed"), a client race rather than an API answer.
  const headers: Record<string, string> = { Connection: "close", ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${init.baseUrl ?? HOSTING_URL}${path}`, { method: init.method ?? "GET", headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export interface Shopper {
  email: string;
  password: string;
  idToken: string;
  uid: string;
}

/** A fresh shopper account in the Auth emulator, as the SPA's registration makes it. */
export async function createShopper(prefix = "shopper"): Promise<Shopper> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "secret-pass-1";
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const data = (await response.json()) as { idToken: string; localId: string };
  if (!response.ok) throw new Error(`signUp failed: ${JSON.stringify(data)}`);
  return { email, password, idToken: data.idToken, uid: data.localId };
}

export async function adminToken(): Promise<string> {
  const response = await api<{ token: string }>("/api/auth/admin", { method: "POST", body: ADMIN });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${response.text}`);
  return response.body.token;
}

/** Runs the seed as `npm start` does (catalog + admin); returns what it printed. */
export function seed(extraArgs: string[] = [], env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, [SEED_SCRIPT, ...extraArgs], {
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, ...env },
    encoding: "utf8",
  });
}

/** Wipes Firestore and seeds it again. */
export async function resetDatabase(): Promise<void> {
  const url = `${FIRESTORE_URL}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const response = await fetch(url, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not wipe Firestore: ${response.status}`);
  seed();
}

/**
 * Every document of every top-level collection, by path: to prove a refused request changed nothing.
 * `exclude` names collections whose writes are legitimate for refused requests (the failed admin login counter).
 */
export async function snapshotDatabase({ exclude = [] }: { exclude?: string[] } = {}): Promise<Record<string, unknown>> {
  const { getFirestore } = await import("./firestore-admin");
  const db = getFirestore();
  const result: Record<string, unknown> = {};
  for (const collection of await db.listCollections()) {
    if (exclude.includes(collection.id)) continue;
    const docs = await collection.get();
    for (const doc of docs.docs) result[doc.ref.path] = doc.data();
  }
  return result;
}

export const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
