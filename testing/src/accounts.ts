// Who the tests act as: a fresh shopper from the Auth emulator, or the seeded admin.
import { randomUUID } from "node:crypto";
import { AUTH_URL } from "./emulators";

export { ADMIN, adminSignIn, adminToken, DEMO_STAFF, type AdminSignIn } from "./admin.mjs";

export interface Shopper {
  email: string;
  password: string;
  /** The Auth emulator's ID token, as the SPA sends it to the API. */
  idToken: string;
  uid: string;
}

/**
 * A fresh email/password shopper in the Auth emulator, made without a browser, as the SPA's registration makes it.
 * The address is `{prefix}-{8 random hex}@example.com`, or `email` when given (a long one, to test layouts).
 */
export async function createShopper(
  prefix = "shopper",
  { email = `${prefix}-${randomUUID().slice(0, 8)}@example.com` }: { email?: string } = {},
): Promise<Shopper> {
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

/** A unique address of exactly `length` characters with no place to break a line: does a screen wrap it? */
export function uniqueEmail(length: number): string {
  const domain = "@example.com";
  return `${randomUUID()
    .replaceAll("-", "")
    .repeat(4)
    .slice(0, length - domain.length)}${domain}`;
}

/** A guest: an anonymous user of the Auth emulator, as the SPA's 'Continue as guest' signs one in. */
export interface Guest {
  idToken: string;
  uid: string;
}

const identityToolkit = async <T>(method: string, body: Record<string, unknown>): Promise<T> => {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} failed: ${JSON.stringify(data)}`);
  return data;
};

/** A fresh anonymous user (signUp with no email or password). */
export async function createGuest(): Promise<Guest> {
  const data = await identityToolkit<{ idToken: string; localId: string }>("signUp", { returnSecureToken: true });
  return { idToken: data.idToken, uid: data.localId };
}

/**
 * The guest turned into an email/password account, as the SPA's linkWithCredential does: the same uid, and a new
 * ID token that carries the email.
 */
export async function linkGuest(guest: Guest, prefix = "linked"): Promise<Shopper> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "secret-pass-1";
  // The SDK links an email credential through signUp with the guest's token. An update that sets a password
  // instead ends the guest's earlier sessions, and the token it answers keeps the guest's older sign-in time.
  const data = await identityToolkit<{ idToken: string; localId: string }>("signUp", {
    idToken: guest.idToken,
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, idToken: data.idToken, uid: data.localId };
}
