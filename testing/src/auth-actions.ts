// What Firebase Auth mails a shopper (verify, reset, change of address), driven without a browser or a mailbox:
// the Auth emulator keeps every out-of-band code it "sends" and lists them at its oobCodes endpoint.
import type { Shopper } from "./accounts";
import { AUTH_URL, PROJECT_ID } from "./emulators";

export type OobRequestType = "VERIFY_EMAIL" | "PASSWORD_RESET" | "VERIFY_AND_CHANGE_EMAIL";

export interface OobCode {
  email: string;
  requestType: OobRequestType;
  oobCode: string;
  /** The link the e-mail would carry: the store's action page, or the emulator's own. */
  oobLink: string;
  /** VERIFY_AND_CHANGE_EMAIL: the address the account moves to. */
  newEmail?: string;
}

/** One Identity Toolkit call to the Auth emulator; answers its status and JSON as they are. */
export async function identityToolkit<T = any>(
  method: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function ok<T = any>(method: string, body: Record<string, unknown>): Promise<T> {
  const answer = await identityToolkit<T>(method, body);
  if (answer.status !== 200) throw new Error(`${method} failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every code the emulator has sent to `email` (of one kind when given), oldest first. */
export async function oobCodesFor(email: string, requestType?: OobRequestType): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter(
    (code) => code.email === email.toLowerCase() && (!requestType || code.requestType === requestType),
  );
}

/** The latest code of this kind sent to `email`; throws when none was. */
export async function latestOobCode(email: string, requestType: OobRequestType): Promise<string> {
  const code = (await oobCodesFor(email, requestType)).at(-1);
  if (!code) throw new Error(`No ${requestType} code was sent to ${email}`);
  return code.oobCode;
}

/** A password sign-in, as the SPA's signInWithEmailAndPassword makes it: a fresh ID token. */
export async function signIn(email: string, password: string): Promise<Shopper> {
  const data = await ok<{ idToken: string; localId: string }>("signInWithPassword", {
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, idToken: data.idToken, uid: data.localId };
}

/**
 * A password sign-in as the Firebase web SDK remembers it between visits: its localStorage key and its record of
 * the user. Only the tokens need to be right: the SDK reloads the account from Auth when the page starts.
 */
export async function webSdkSignIn(shopper: Pick<Shopper, "email" | "password">) {
  const data = await ok<{ idToken: string; refreshToken: string; expiresIn: string; localId: string }>(
    "signInWithPassword",
    { email: shopper.email, password: shopper.password, returnSecureToken: true },
  );
  const now = Date.now();
  const user = {
    uid: data.localId,
    email: shopper.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [{ providerId: "password", uid: shopper.email, email: shopper.email }],
    stsTokenManager: {
      refreshToken: data.refreshToken,
      accessToken: data.idToken,
      expirationTime: now + Number(data.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: "demo-api-key",
    appName: "[DEFAULT]",
  };
  return { key: "firebase:authUser:demo-api-key:[DEFAULT]", value: JSON.stringify(user) };
}

/** Sends the verification e-mail (sendEmailVerification) and follows its link; answers a token that says so. */
export async function verifyEmail(shopper: Shopper): Promise<Shopper> {
  await ok("sendOobCode", { requestType: "VERIFY_EMAIL", idToken: shopper.idToken });
  await ok("update", { oobCode: await latestOobCode(shopper.email, "VERIFY_EMAIL") });
  // The ID token in hand was minted before: only a new one carries email_verified: true.
  return signIn(shopper.email, shopper.password);
}

/**
 * The shopper's ID token as it would be had they signed in `secondsAgo` (its `auth_time`), every other claim the
 * same. The Auth emulator's tokens are unsigned, and firebase-admin accepts them only when pointed at it; it does
 * check them against the account's `validSince` (a token older than that counts as revoked), so that is moved
 * back first, with the emulator's owner credential.
 */
export async function tokenSignedInBefore(shopper: Shopper, secondsAgo: number): Promise<string> {
  const [header, payload] = shopper.idToken.split(".") as [string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { auth_time: number };
  const authTime = Math.floor(Date.now() / 1000) - secondsAgo;
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: shopper.uid, validSince: String(authTime - 60) }),
  });
  if (!response.ok) throw new Error(`validSince could not be moved: ${await response.text()}`);
  const older = { ...claims, auth_time: authTime };
  return `${header}.${Buffer.from(JSON.stringify(older)).toString("base64url")}.`;
}
