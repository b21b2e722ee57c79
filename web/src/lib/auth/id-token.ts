/**
 * The shopper's Firebase ID token for `Authorization: Bearer …`. The SDK refreshes it when it is near expiry,
 * so it is asked for on every call rather than kept. Waits for a reload's session restore first. Firebase is
 * loaded on the first call, as everywhere in the app: pages that never ask for it never download it.
 */
export async function getIdToken(): Promise<string> {
  const { auth } = await import("@/lib/firebase");
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new Error("Sign in to see or place orders.");
  return user.getIdToken();
}
