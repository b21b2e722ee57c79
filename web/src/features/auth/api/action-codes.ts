import { loadFirebase } from "@/features/auth/api/auth-session";

// The one-time codes of Firebase Auth's e-mail links, as the store's action page (/auth/action) applies them.
// Each code works once: the page asks for each at most once per code, whatever React re-renders (see `once`).

const pending = new Map<string, Promise<unknown>>();

/** Runs `work` once per key for the page's life: a code applied twice would fail the second time as used. */
function once<T>(key: string, work: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = work();
    pending.set(key, promise);
  }
  return promise;
}

/** `verifyEmail`: proves the address the code was sent to. */
export function applyEmailVerification(oobCode: string): Promise<void> {
  return once(`verify:${oobCode}`, async () => {
    const [{ applyActionCode }, { auth }] = await loadFirebase();
    await applyActionCode(auth, oobCode);
  });
}

/** `resetPassword`, first step: the address whose password the code resets (throws for a bad code). */
export function checkPasswordResetCode(oobCode: string): Promise<string> {
  return once(`reset-check:${oobCode}`, async () => {
    const [{ verifyPasswordResetCode }, { auth }] = await loadFirebase();
    return verifyPasswordResetCode(auth, oobCode);
  });
}

/** `resetPassword`, second step: sets the new password (the form may submit again after a refusal). */
export async function confirmNewPassword(oobCode: string, password: string): Promise<void> {
  const [{ confirmPasswordReset }, { auth }] = await loadFirebase();
  await confirmPasswordReset(auth, oobCode, password);
}

/**
 * `recoverEmail` (the old address undoes a change) and `verifyAndChangeEmail` (the new address confirms one):
 * reads which address the code is about, then applies it. Answers the address the account has afterwards.
 */
export function applyEmailChange(oobCode: string, mode: "recoverEmail" | "verifyAndChangeEmail"): Promise<string> {
  return once(`${mode}:${oobCode}`, async () => {
    const [{ applyActionCode, checkActionCode }, { auth }] = await loadFirebase();
    const info = await checkActionCode(auth, oobCode);
    await applyActionCode(auth, oobCode);
    return info.data.email ?? "";
  });
}
