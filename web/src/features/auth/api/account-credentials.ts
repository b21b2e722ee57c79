import type { User } from "firebase/auth";
import { loadFirebase } from "@/features/auth/api/auth-session";

// What the account page changes in the sign-in itself. Firebase asks for a recent sign-in before each, so every
// change proves the current password first (a session left open on a shared computer changes nothing).

async function signedInUser(): Promise<User> {
  const [, { auth }] = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email || user.isAnonymous) throw new Error("Sign in to change your account.");
  return user;
}

/** Proves the shopper is at the keyboard: their password, or for a Google account a fresh Google sign-in. */
export async function reauthenticate(password?: string): Promise<void> {
  const [{ EmailAuthProvider, GoogleAuthProvider, reauthenticateWithCredential, reauthenticateWithPopup }] =
    await loadFirebase();
  const user = await signedInUser();
  if (password === undefined) await reauthenticateWithPopup(user, new GoogleAuthProvider());
  else await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, password));
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const [{ updatePassword }] = await loadFirebase();
  await reauthenticate(currentPassword);
  await updatePassword(await signedInUser(), newPassword);
}

/**
 * Sends the confirmation link to the new address; the account's address changes only once it is opened there
 * (an address nobody proved never becomes the account's).
 */
export async function changeEmail(newEmail: string, currentPassword: string): Promise<void> {
  const [{ verifyBeforeUpdateEmail }] = await loadFirebase();
  await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(await signedInUser(), newEmail, {
    url: new URL("/account", window.location.origin).href,
  });
}

/**
 * Whether the account signs in with a password (not only with Google): only then are there a password to
 * change and one to ask for again. Read from Firebase on the account page, not kept for every page.
 */
export async function hasPasswordSignIn(): Promise<boolean> {
  const user = await signedInUser();
  return user.providerData.some((provider) => provider.providerId === "password");
}
